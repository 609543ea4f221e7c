import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { tinyPng } from "../../src/server/testing/tiny-png";
import { applyMessages } from "../../src/shared/applications/contracts";
import { verifiedCandidate, type CandidateAccount } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { approvedCompany, signedInRequest } from "./fixtures/watching";
import { expectFitsAPhone } from "./fixtures/layout";
import { createCompanyPosting, createInterviewTemplate } from "./fixtures/postings";

/*
 * "Applying to jobs" (decision 0029): a candidate finds a verified company's posting on the job board,
 * applies, and follows the application. The company publishes its postings through the real
 * company endpoint, one with an interview template of its own.
 */

async function signIn(page: Page, account: CandidateAccount) {
  const [a, b, c] = randomBytes(3);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${a}.${b}.${c}` });
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
}

test("a candidate finds a job on the board, applies, and follows the application", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await approvedCompany(baseURL!, request);
  const companyRequest = await signedInRequest(baseURL!, company.email, company.password);
  const tag = randomBytes(4).toString("hex");
  const withQuestions = `Solutions Engineer ${tag}`;
  const withoutQuestions = `Support Lead ${tag}`;
  try {
    // The company's logo shows beside its postings on the board.
    const logo = await companyRequest.put("/api/companies/me/logo", {
      multipart: { logo: { name: "logo.png", mimeType: "image/png", buffer: tinyPng(90, 30, [79, 70, 229]) } },
    });
    expect(logo.status(), await logo.text()).toBe(200);
    const interviewTemplateId = await createInterviewTemplate(companyRequest, `Solutions interview ${tag}`, [
      "Tell us about a deployment you led.",
      "How do you debug a bad answer?",
    ]);
    await createCompanyPosting(companyRequest, {
      title: withQuestions,
      description: "Help customers ship retrieval systems.",
      locationType: "Hybrid",
      location: "Berlin, Germany",
      employmentType: "Contract",
      skills: ["Python", "RAG"],
      interviewTemplateId,
    });
    await createCompanyPosting(companyRequest, {
      title: withoutQuestions,
      description: "Lead our support team.",
      location: "Anywhere",
    });
  } finally {
    await companyRequest.dispose();
  }

  const account = await verifiedCandidate(baseURL!, request);
  await signIn(page, account);

  // The empty applications list points to the job board.
  await page.getByRole("link", { name: "My Applications" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No applications yet" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Browse the Job Board" }).click();

  // The board: search and a filter narrow it on the server.
  await expect(page.getByRole("heading", { level: 1, name: "Job Board" })).toBeVisible();
  await page.getByLabel("Search jobs").fill(tag);
  await expect(page.getByRole("heading", { name: withQuestions })).toBeVisible();
  await expect(page.getByRole("heading", { name: withoutQuestions })).toBeVisible();
  const boardLogo = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: withQuestions }) })
    .getByRole("img", { name: `Logo of ${company.companyName}` });
  await expect.poll(() => boardLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(90);
  await page.getByRole("textbox", { name: "Skill", exact: true }).fill("rag");
  await page.getByRole("textbox", { name: "Skill", exact: true }).press("Enter");
  await expect(page).toHaveURL(/skill=rag/);
  await expect(page.getByRole("heading", { name: withoutQuestions })).toBeHidden();
  await expect(page.getByRole("heading", { name: withQuestions })).toBeVisible();
  // The search may still be on its way (the list is dimmed over the previous results meanwhile).
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // Without a recorded interview or a resume, a posting with no questions of its own says what to do first.
  await page.goto(`/jobs?search=${tag}`);
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: withoutQuestions }) })
    .getByRole("link", { name: "View Job" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: withoutQuestions })).toBeVisible();
  await page.getByRole("button", { name: "Apply" }).click();
  const alert = page.getByRole("alert").filter({ hasText: applyMessages.needsInterviewOrResume });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Record your interview" })).toHaveAttribute("href", "/interview");

  // A posting with its own questions: applying adds a pending interview for it.
  await page.goto(`/jobs?search=${tag}`);
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: withQuestions }) })
    .getByRole("link", { name: "View Job" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: withQuestions })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Requirements" })).toBeVisible();
  await expect(page.getByRole("img", { name: `Logo of ${company.companyName}` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);
  await page.getByRole("button", { name: "Apply" }).click();
  // The voluntary fairness questions follow a first application (decision 0052); declined here.
  const fairness = page.getByRole("dialog", { name: "Help us check our hiring is fair (optional)" });
  await fairness.getByRole("button", { name: "Not now" }).click();
  await expect(fairness).toBeHidden();
  await expect(page.getByText(`Your application was sent to ${company.companyName}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Interview" })).toHaveAttribute(
    "href",
    /^\/interview\/[0-9a-f-]+$/,
  );

  // It shows under My Applications with its badge, and in its details.
  await page.getByRole("link", { name: "My Applications" }).first().click();
  const row = page.getByRole("article").filter({ has: page.getByRole("heading", { name: withQuestions }) });
  await expect(row.getByText("Interview Scheduled")).toBeVisible();
  await expect(row.getByText(company.companyName)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);
  await row.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/application-details\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: withQuestions })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status history" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Interview" })).toHaveAttribute(
    "href",
    /^\/interview\/[0-9a-f-]+$/,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // The pending interview is under Upcoming.
  await page.getByRole("link", { name: "My Interviews" }).first().click();
  await expect(page).toHaveURL(/\/candidate-interviews$/);
  await expect(page.getByRole("heading", { name: withQuestions })).toBeVisible();
});
