import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { verifiedCandidate, waitForMail, type CandidateAccount } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { makeTestWebm, startInterviewAttempt, uploadAndFinish } from "./fixtures/recordings";
import { approvedCompany, signedInRequest, waitUntilWatchable } from "./fixtures/watching";

/*
 * End to end across the company workspace: a verified company writes an interview
 * template and a posting that uses it; a candidate applies and records that posting's interview;
 * the company finds the candidate in the pool by a skill, reviews the application (recording,
 * question jump, team note) and hires; the candidate sees Hired and receives the e-mail.
 */

const QUESTIONS = ["Walk us through a retrieval system you shipped.", "How do you evaluate a ranking change?"];
const QUESTION_STARTS = [0, 3];

const fullName = (candidate: CandidateAccount) => `${candidate.firstName} ${candidate.lastName}`;

async function pageAs(browser: Browser, baseURL: string, api: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: await api.storageState() });
  return context.newPage();
}

async function writeTemplate(page: Page, name: string) {
  await page.goto("/interview-customization");
  await page.getByRole("button", { name: "New Template" }).click();
  await expect(page.getByText("New template created")).toBeVisible();
  await page.getByLabel("Template name", { exact: true }).fill(name);
  await page.getByRole("checkbox", { name: "Active" }).check();
  await page.getByRole("tab", { name: "Interview Questions" }).click();
  for (const question of QUESTIONS) {
    await page.getByLabel("New question text", { exact: true }).fill(question);
    await page.getByLabel("New question time limit (seconds)").fill("120");
    await page.getByRole("button", { name: "Add Question" }).click();
    await expect(page.getByLabel(`Question ${QUESTIONS.indexOf(question) + 1} text`, { exact: true })).toHaveValue(
      question,
    );
  }
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Template saved successfully")).toBeVisible();
}

/** Creates the posting through the form and returns its id (from its View Applicants link). */
async function publishPosting(page: Page, title: string, skill: string, templateName: string): Promise<string> {
  await page.goto("/create-job");
  await page.getByLabel("Job title", { exact: true }).fill(title);
  await page
    .getByLabel("Job description", { exact: true })
    .fill("Own our retrieval stack end to end, from indexing to evaluation in production.");
  await page.getByLabel("Location", { exact: true }).fill("Remote, Europe");
  const skills = page.getByRole("textbox", { name: "Skills (optional)" });
  await skills.fill(skill);
  await skills.press("Enter");
  await page.getByLabel("Interview template").click();
  await page.getByRole("option", { name: new RegExp(templateName) }).click();
  await page.getByRole("button", { name: "Create Job" }).click();
  await expect(page.getByText("Job posting created successfully!")).toBeVisible();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  const href = await card.getByRole("link", { name: "View Applicants" }).getAttribute("href");
  const id = href?.match(/\/job-applicants\/([0-9a-f-]+)$/)?.[1];
  expect(id, `View Applicants link ${href}`).toBeTruthy();
  return id!;
}

test("a company builds a template and a posting, finds the applicant by skill, watches, notes and hires", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const skill = `Vectorforge${tag}`;
  const templateName = `Retrieval interview ${tag}`;
  const title = `Retrieval Engineer ${tag}`;

  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const page = await pageAs(browser, baseURL!, companyApi);
  await writeTemplate(page, templateName);
  const postingId = await publishPosting(page, title, skill, templateName);

  // The candidate applies to the posting and records its own interview (the template's questions).
  const candidate = await verifiedCandidate(baseURL!, request, { skills: `Python, ${skill}` });
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const applied = await candidateApi.post(`/api/postings/${postingId}/applications`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applicationId, interviewId } = (await applied.json()) as { applicationId: string; interviewId: string };
  expect(interviewId).toBeTruthy();
  const attempt = await startInterviewAttempt(candidateApi, interviewId);
  await uploadAndFinish(candidateApi, attempt, await makeTestWebm(6), QUESTION_STARTS);
  await waitUntilWatchable(candidateApi, interviewId);

  // The company finds the candidate in the pool by the skill.
  await page.goto("/candidates");
  await page.getByRole("searchbox", { name: "Search candidates" }).fill(skill);
  // No wait for the debounced search to reach the URL: a click on a result must win over it.
  await expect(page.getByRole("rowheader", { name: new RegExp(candidate.lastName) })).toBeVisible();
  await page
    .getByRole("link", { name: fullName(candidate) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: fullName(candidate) })).toBeVisible();

  // From the posting's applicants to the application: watch, jump to a question, note, hire.
  await page.goto(`/job-applicants/${postingId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page
    .getByRole("link", { name: fullName(candidate) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/application-details/${applicationId}$`));
  const video = page.locator("video");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  const second = page.getByRole("navigation", { name: "Questions" }).getByRole("button", { name: /Question 2:/ });
  await expect(second).toContainText(QUESTIONS[1]!);
  await second.click();
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(2.9);

  await page.getByRole("tab", { name: "Notes" }).click();
  const note = `Strong on evaluation design; ask about ${skill}.`;
  await page.getByLabel("Add a note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Team notes" }).getByText(note)).toBeVisible();

  await page.getByRole("button", { name: "Mark as Hired" }).click();
  await page
    .getByRole("dialog", { name: `Mark ${fullName(candidate)} as hired?` })
    .getByRole("button", { name: "Mark as Hired" })
    .click();
  await expect(page.getByText(`${fullName(candidate)} marked as hired`)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Once the undo window has passed the outbox holds the e-mail, and the candidate sees Hired, never the note.
  const [mail] = await waitForMail(request, candidate.email, /Congratulations!/);
  expect(mail!.subject).toContain(title);
  expect(mail!.text ?? "").not.toContain(note);
  const candidatePage = await pageAs(browser, baseURL!, candidateApi);
  await candidatePage.goto(`/application-details/${applicationId}`);
  await expect(candidatePage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(candidatePage.getByText("Hired").first()).toBeVisible();
  await expect(candidatePage.getByText(note)).toHaveCount(0);
});
