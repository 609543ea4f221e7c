import { randomBytes } from "node:crypto";
import { request as apiRequest, expect, test, type Locator, type Page } from "@playwright/test";
import { retentionMessages } from "../../src/shared/companies/retention-contracts";
import { defaultQuestionRubric, NEVER_SCORED } from "../../src/shared/evaluation/rubric";
import { aiNoticeCopy, type AiNotice } from "../../src/shared/postings/ai-notice-contracts";
import { ownClientAddress, verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsAPhone } from "./fixtures/layout";
import { createCompanyPosting, createInterviewTemplate } from "./fixtures/postings";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/**
 * Decision 0052: every job's published "How this interview is evaluated" notice, and the
 * company's data retention card on /enterprise-settings.
 */

/** Presses Tab until `target` has the focus (a keyboard user reaching it), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("a job page publishes how its interview is evaluated, to anyone, and the candidate reaches it by keyboard", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const retention = await companyApi.put("/api/companies/me/retention", { data: { retentionDays: 90 } });
  expect(retention.status(), await retention.text()).toBe(200);
  const templateId = await createInterviewTemplate(companyApi, "Evaluator interview", [
    "Walk us through a model you shipped.",
    "How do you evaluate a retrieval system?",
  ]);
  const title = `Evaluation Engineer ${randomBytes(3).toString("hex")}`;
  const { id: postingId } = await createCompanyPosting(companyApi, {
    title,
    description: `${title}: measures models.`,
    location: "Remote, Europe",
    interviewTemplateId: templateId,
  });

  // Published: a signed-out client reads the same notice the page shows.
  const anonymous = await apiRequest.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  const published = await anonymous.get(`/api/postings/${postingId}/ai-notice`);
  expect(published.status()).toBe(200);
  const notice = (await published.json()) as AiNotice;
  expect(notice).toMatchObject({ interview: "posting", retentionDays: 90, contactEmail: company.email });
  expect(notice.questions).toHaveLength(2);
  await anonymous.dispose();

  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const context = await browser.newContext({ baseURL, storageState: await candidateApi.storageState() });
  const page = await context.newPage();
  await page.goto(`/jobs/${postingId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const section = page.getByRole("region", { name: aiNoticeCopy.title });
  await expect(section).toBeVisible();
  const competency = defaultQuestionRubric().criteria[0]!.competency;
  await expect(section.getByRole("listitem")).toContainText([competency, competency]);
  await expect(section.getByText(NEVER_SCORED.slice(0, 3).join(", "), { exact: false })).toBeVisible();
  await expect(section.getByText(aiNoticeCopy.personDecides)).toBeVisible();
  await expect(section.getByText(aiNoticeCopy.humanOnly)).toBeVisible();
  await expect(section.getByText(/90 days after its decision/)).toBeVisible();

  // The way to ask the company for another process is a link a keyboard reaches.
  const contact = section.getByRole("link", { name: company.email });
  await expect(contact).toHaveAttribute("href", `mailto:${company.email}`);
  await tabTo(page, contact);

  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // The anchor the interview's prep page links to lands on the notice.
  await page.goto(`/jobs/${postingId}#how-this-interview-is-evaluated`);
  await expect(section).toBeInViewport();
  await context.close();
});

test("a company keeps recordings for a number of days after a decision, set from its settings by keyboard", async ({
  browser,
  request,
  baseURL,
}) => {
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  const page = await context.newPage();
  await page.goto("/enterprise-settings");
  const card = page.getByRole("form", { name: "Data retention" });
  const untilDeleted = card.getByRole("radio", { name: /Until the candidate deletes them/ });
  const forDays = card.getByRole("radio", { name: /For a number of days after a decision/ });
  await expect(untilDeleted).toBeChecked();
  await expect(card.getByLabel("Days after a decision", { exact: true })).toHaveCount(0);

  // By keyboard: into the group, the arrow picks the days, a too-short policy is refused.
  await tabTo(page, untilDeleted);
  await page.keyboard.press("ArrowDown");
  await expect(forDays).toBeChecked();
  const days = card.getByLabel("Days after a decision", { exact: true });
  await days.fill("10");
  await days.press("Enter");
  await expect(card.getByRole("alert")).toHaveText(retentionMessages.days);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await days.fill("180");
  await days.press("Enter");
  await expect(page.getByText(retentionMessages.saved)).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);
  expect(
    ((await (await companyApi.get("/api/companies/me/retention")).json()) as { retentionDays: number | null })
      .retentionDays,
  ).toBe(180);

  await page.reload();
  await expect(card.getByRole("radio", { name: /For a number of days/ })).toBeChecked();
  await expect(card.getByLabel("Days after a decision", { exact: true })).toHaveValue("180");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // Off again: kept until the candidate deletes them.
  await card.getByRole("radio", { name: /Until the candidate deletes them/ }).check();
  await card.getByRole("button", { name: "Save data retention" }).click();
  await expect
    .poll(
      async () =>
        ((await (await companyApi.get("/api/companies/me/retention")).json()) as { retentionDays: number | null })
          .retentionDays,
    )
    .toBeNull();
  await context.close();
});
