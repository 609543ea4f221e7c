import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { verifiedCandidate, waitForMail, type CandidateAccount } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { pageAs, waitUntilEvaluated } from "./fixtures/evaluation";
import { createCompanyPosting, createInterviewTemplate } from "./fixtures/postings";
import { expectFitsAPhone } from "./fixtures/layout";
import { makeTestWebm, startNetworkAttempt, uploadAndFinish } from "./fixtures/recordings";
import { approvedCompany, signedInRequest, waitUntilWatchable } from "./fixtures/watching";
import { currentTime } from "./fixtures/video";

/*
 * "Applicants and decisions" (decision 0034): a verified company reviews the applicants of its posting,
 * watches an application's recording, writes a team note and decides; the candidate sees the
 * decision and receives a kind e-mail that never carries the company's note.
 */

const QUESTION_STARTS = [0, 2, 4, 6];
const RECORDED_SECONDS = 8;

const fullName = (candidate: CandidateAccount) => `${candidate.firstName} ${candidate.lastName}`;

/** The one place postings are made: through the company endpoints, with a template when questions are given. */
async function createPosting(
  company: APIRequestContext,
  data: { title: string; description: string; questions?: string[] },
): Promise<string> {
  const interviewTemplateId = data.questions?.length
    ? await createInterviewTemplate(company, `${data.title} interview`, data.questions)
    : null;
  const posting = await createCompanyPosting(company, {
    title: data.title,
    description: data.description,
    location: "Remote",
    interviewTemplateId,
  });
  return posting.id;
}

async function applyTo(candidateApi: APIRequestContext, postingId: string): Promise<string> {
  const response = await candidateApi.post(`/api/postings/${postingId}/applications`, { data: {} });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: string }).applicationId;
}

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

test("a company reviews an applicant, watches, notes and hires; the candidate sees Hired and gets the e-mail", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const attempt = await startNetworkAttempt(candidateApi);
  await uploadAndFinish(candidateApi, attempt, await makeTestWebm(RECORDED_SECONDS), QUESTION_STARTS);
  await waitUntilWatchable(candidateApi, attempt.interviewId);

  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const title = `Robotics Engineer ${Date.now()}`;
  const postingId = await createPosting(companyApi, { title, description: "Build the robots that build robots." });
  const applicationId = await applyTo(candidateApi, postingId);

  const page = await pageAs(browser, baseURL!, companyApi);
  await page.goto(`/job-applicants/${postingId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("1 applicant")).toBeVisible();
  await page.getByLabel("Interview", { exact: true }).click();
  await page.getByRole("option", { name: "Completed" }).click();
  await expect(page).toHaveURL(/interview=completed/);
  await expectNoSeriousAxeViolations(page);
  await expectFitsAPhone(page);
  await page
    .getByRole("link", { name: fullName(candidate) })
    .first()
    .click();

  await expect(page).toHaveURL(new RegExp(`/application-details/${applicationId}$`));
  await expect(page.getByRole("heading", { level: 1, name: fullName(candidate) })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hiring Status" })).toBeVisible();
  const video = page.locator("video");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  const third = page.getByRole("navigation", { name: "Questions" }).getByRole("button", { name: /Question 3:/ });
  await third.click();
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await currentTime(video)).toBeGreaterThanOrEqual(3.9);
  await expect(third).toHaveAttribute("aria-current", "true");

  // The interview is evaluated in the background (decision 0050); a few seconds of test tone are
  // too little speech to score, and the feedback says so rather than inventing a score.
  await waitUntilEvaluated(companyApi, attempt.interviewId);
  await page.getByRole("tab", { name: "AI Feedback" }).click();
  await expect(page.getByText("No overall score: no criterion had enough evidence to be scored.")).toBeVisible();
  await page.getByRole("tab", { name: "Notes" }).click();
  const note = "Team only: strong on control loops, ask about ROS.";
  await page.getByLabel("Add a note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Team notes" }).getByText(note)).toBeVisible();
  await expect(page.getByText("on this application")).toBeVisible();

  await page.getByRole("button", { name: "Mark as Hired" }).click();
  const confirm = page.getByRole("dialog", { name: `Mark ${fullName(candidate)} as hired?` });
  await confirm.getByRole("button", { name: "Mark as Hired" }).click();
  await expect(page.getByText(`${fullName(candidate)} marked as hired`)).toBeVisible();
  await expect(page.getByText("Congratulations on finding a great candidate!")).toBeVisible();
  // Who decided, as the team sees it (decision 0082).
  await expect(page.getByText(`Marked hired by ${company.contactName}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsAPhone(page);

  // The candidate is told once the undo window has passed; then their page says Hired.
  const [mail] = await waitForMail(request, candidate.email, /Congratulations!/);
  expect(mail!.subject).toContain(title);
  expect(`${mail!.text}${mail!.html}`).not.toContain("control loops");
  const candidatePage = await pageAs(browser, baseURL!, candidateApi);
  await candidatePage.goto(`/application-details/${applicationId}`);
  await expect(candidatePage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(candidatePage.getByText("Hired").first()).toBeVisible();
  await expect(candidatePage.getByText(note)).toHaveCount(0);
});

test("Not a Good Fit needs a reason, records the feedback, and the candidate sees Not Selected", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const title = `Field Engineer ${Date.now()}`;
  const postingId = await createPosting(companyApi, {
    title,
    description: "Keep the fleet running.",
    questions: ["Tell us about a repair you are proud of."],
  });
  const applicationId = await applyTo(candidateApi, postingId);

  const page = await pageAs(browser, baseURL!, companyApi);
  await page.goto(`/application-details/${applicationId}`);
  await expect(page.getByRole("heading", { level: 1, name: fullName(candidate) })).toBeVisible();
  await expect(page.getByText("has not started this interview yet")).toBeVisible();
  await page.getByRole("button", { name: "Not a Good Fit" }).click();
  const dialog = page.getByRole("dialog", { name: "Not a Good Fit" });
  await dialog.getByRole("button", { name: "Submit feedback" }).click();
  await expect(dialog.getByText("Please choose a reason")).toBeVisible();
  await dialog.getByLabel("Reason").click();
  await page.getByRole("option", { name: "Position already filled" }).click();
  await dialog.getByLabel(/Note for your team/).fill("Internal: we hired from the referral.");
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Submit feedback" }).click();
  await expect(page.getByText("Feedback recorded")).toBeVisible();
  await expect(page.getByText(`Marked not a good fit by ${company.contactName}`)).toBeVisible();
  await expect(page.getByText("Position already filled")).toBeVisible();

  const [mail] = await waitForMail(request, candidate.email, /An update on your application/);
  expect(`${mail!.text}${mail!.html}`).not.toContain("referral");
  const candidatePage = await pageAs(browser, baseURL!, candidateApi);
  await candidatePage.goto(`/application-details/${applicationId}`);
  await expect(candidatePage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(candidatePage.getByText("Not Selected").first()).toBeVisible();
  await expect(candidatePage.getByText("referral")).toHaveCount(0);
});
