import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsAPhone } from "./fixtures/layout";
import { createCompanyPosting, createInterviewTemplate } from "./fixtures/postings";
import { signInCandidate, signInCompany } from "./fixtures/sign-in";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/*
 * Voluntary self-identification and the fairness report (decision 0052): a candidate is asked once
 * per application, right after applying (decision 0073), says Not now, answers later in settings
 * and deletes the answers there; the company opens its report and downloads the CSV.
 */

const QUESTION = "Help us check our hiring is fair (optional)";

test("a candidate is asked once per application, says Not now, answers and deletes in settings; the company reads its report", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const company = await approvedCompany(baseURL!, request);
  const companyRequest = await signedInRequest(baseURL!, company.email, company.password);
  const title = `Fairness Engineer ${randomBytes(4).toString("hex")}`;
  let postingId: string;
  let secondPostingId: string;
  try {
    // Postings with questions of their own: the candidate can apply without a resume.
    const interviewTemplateId = await createInterviewTemplate(companyRequest, `Fair interview ${title}`, [
      "Tell us about a fair process you built.",
    ]);
    const posting = (postingTitle: string) =>
      createCompanyPosting(companyRequest, {
        title: postingTitle,
        description: "Measure and improve hiring.",
        location: "Remote",
        interviewTemplateId,
      });
    postingId = (await posting(title)).id;
    secondPostingId = (await posting(`${title} II`)).id;
  } finally {
    await companyRequest.dispose();
  }

  const candidate = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, candidate);
  await page.goto(`/jobs/${postingId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: "Apply" }).click();

  // Asked right after applying, in plain words.
  const dialog = page.getByRole("dialog", { name: QUESTION });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("never shown to companies or reviewers");
  await expect(dialog).toContainText("only counted in groups of 5 people or more");
  await expect(dialog).toContainText("change or delete them at any time in your settings");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Once per application, when applying (decision 0073): leaving without a word, then coming
  // back to the job's page, does not ask again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "You applied" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: QUESTION })).toHaveCount(0);
  await page.goto(`/jobs/${secondPostingId}`);
  await expect(page.getByRole("button", { name: "Apply" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: QUESTION })).toHaveCount(0);

  // The next application asks once more; Not now, by keyboard, is stored on the server.
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Not now" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Not now: you can answer any time in your settings")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "You applied" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: QUESTION })).toHaveCount(0);
  const stored = (await (await page.request.get("/api/candidates/me/self-identification")).json()) as {
    asked: boolean;
    askNow: boolean;
  };
  expect(stored).toMatchObject({ asked: true, askNow: false });

  // Answered later in settings, at phone width.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/candidate-settings");
  await page.getByRole("button", { name: "Answer the questions" }).click();
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByRole("radio", { name: "Asian" }).check();
  await page.getByRole("button", { name: "Save my answers" }).click();
  await expect(page.getByText("Your answers are saved")).toBeVisible();

  // The answers in settings: shown, then deleted.
  await page.reload();
  const answers = page.getByRole("definition");
  await expect(answers.filter({ hasText: "Female" })).toBeVisible();
  await expect(answers.filter({ hasText: "Asian" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);
  await page.getByRole("button", { name: "Delete my answers" }).click();
  await expect(page.getByText("Your answers are deleted")).toBeVisible();
  await page.reload();
  await expect(answers.filter({ hasText: "Not answered" })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Delete my answers" })).toHaveCount(0);

  // The company's report: the method in words, small cells suppressed, and the CSV.
  const companyContext = await browser.newContext({ baseURL });
  const companyPage = await companyContext.newPage();
  try {
    await signInCompany(companyPage, company);
    await companyPage.getByRole("link", { name: "Fairness report" }).first().click();
    await expect(companyPage.getByRole("heading", { level: 1, name: "Fairness report" })).toBeVisible();
    await expect(companyPage.getByRole("heading", { name: "By sex and race/ethnicity" })).toBeVisible();
    await expect(companyPage.getByRole("heading", { name: "How to read this report" })).toBeVisible();
    await expect(companyPage.getByLabel("Job posting")).toContainText(title);
    await expect(companyPage.getByRole("table").first()).toContainText("hidden");
    await expect(companyPage.getByText("Some figures are hidden to protect the people counted")).toBeVisible();
    expect(await seriousAxeViolations(companyPage)).toEqual([]);
    await companyPage.getByLabel("Job posting").selectOption({ label: title });
    await expect(companyPage).toHaveURL(new RegExp(`postingId=${postingId}`));
    // Whole closed months only (decision 0071): the month still open is never offered, and the
    // page says which months it counts and why. This company has decided on no one yet.
    const months = companyPage.getByRole("region", { name: "Months in this report" });
    await expect(months).toContainText("Only whole calendar months (UTC) that have closed are counted");
    await expect(months).toContainText("No closed month of this period holds a decision yet.");
    await expect(months).toContainText(/is counted from .*, once it has closed\./);
    const openMonth = new Date().toISOString().slice(0, 7);
    await expect(companyPage.getByLabel("Until month").locator(`option[value="${openMonth}"]`)).toHaveCount(0);
    // Picked with the keyboard: the newest closed month.
    await companyPage.getByLabel("Until month").focus();
    await companyPage.keyboard.press("ArrowDown");
    await expect(companyPage).toHaveURL(/to=\d{4}-\d{2}(&|$)/);
    const download = companyPage.waitForEvent("download");
    await companyPage.getByRole("link", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^onetake-fairness-.*-fairness-engineer-[0-9a-f]+-start-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString("utf8")).toContain("By sex,Female,hidden");
    await companyPage.setViewportSize({ width: 375, height: 800 });
    expect(await seriousAxeViolations(companyPage)).toEqual([]);
    await expectFitsAPhone(companyPage);
  } finally {
    await companyContext.close();
  }
});
