import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { verifiedCandidate, type CandidateAccount } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { pageAs, SPOKEN_ANSWERS, waitUntilEvaluated } from "./fixtures/evaluation";
import { expectFitsAPhone } from "./fixtures/layout";
import { createCompanyPosting, createInterviewTemplate } from "./fixtures/postings";
import { startInterviewAttempt, uploadAndFinish } from "./fixtures/recordings";
import { makeSpokenWebm } from "./fixtures/spoken-media";
import { approvedCompany, signedInRequest, waitUntilWatchable } from "./fixtures/watching";

/*
 * A person decides (decisions 0050 and 0069): the candidate sees the evidence of their posting's
 * interview, rewrites a transcript and asks for a human review. The rewrite is more than misheard
 * words, so it waits: the company finds it in its review requests, listens on the application
 * page and accepts it, and the interview is assessed again with it; the company then answers the
 * human review request. The evaluation is the real pipeline's, through the
 * openai provider against the suite's fake OpenAI-compatible server (tests/e2e/fake-ai-server.ts),
 * whose transcripts are its own script and whose assessments quote it.
 */

const QUESTIONS = ["Tell us about a migration you led.", "How do you check that a change helped?"];

const fullName = (candidate: CandidateAccount) => `${candidate.firstName} ${candidate.lastName}`;

test("the candidate's rewrite waits for the company, which accepts it; the review request is answered", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const title = `Platform Engineer ${tag}`;

  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const templateId = await createInterviewTemplate(companyApi, `Platform interview ${tag}`, QUESTIONS);
  const posting = await createCompanyPosting(companyApi, {
    title,
    description: "Run our databases and the migrations between them.",
    location: "Remote",
    interviewTemplateId: templateId,
  });

  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const applied = await candidateApi.post(`/api/postings/${posting.id}/applications`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applicationId, interviewId } = (await applied.json()) as { applicationId: string; interviewId: string };
  const spoken = await makeSpokenWebm(SPOKEN_ANSWERS);
  const attempt = await startInterviewAttempt(candidateApi, interviewId);
  await uploadAndFinish(candidateApi, attempt, spoken.webm, spoken.questionStartSeconds);
  await waitUntilWatchable(candidateApi, interviewId);
  await waitUntilEvaluated(candidateApi, interviewId);

  // The candidate's AI Feedback tab: the same evidence as the company's, labelled for what it is.
  const page = await pageAs(browser, baseURL!, candidateApi);
  await page.goto(`/candidate-interview/${interviewId}`);
  await page.getByRole("tab", { name: "AI Feedback" }).click();
  await expect(page.getByRole("heading", { name: "Feedback for you" })).toBeVisible();
  await expect(page.getByText("AI score")).toBeVisible();
  // Both of the posting's two answers were scored: the overall says what it rests on (decision 0069).
  await expect(page.getByText("Based on 2 of 2 answers.")).toBeVisible();
  const firstAnswer = page.getByRole("region", { name: new RegExp(`Question 1: ${QUESTIONS[0]}`) });
  await expect(firstAnswer).toBeVisible();
  // A criterion's verified quote, in the candidate's own (transcribed) words.
  await expect(firstAnswer.getByText(/“I led the evaluation work for”/).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // Rewrite the answer: more than misheard words, so it waits for the company; the AI keeps the words as heard.
  await firstAnswer.getByRole("button", { name: /Correct transcript/ }).click();
  const correctDialog = page.getByRole("dialog", { name: "Correct your answer to question 1" });
  const corrected = `I moved our billing database to PostgreSQL ${tag} without any downtime for our customers.`;
  await correctDialog.getByLabel("What you said").fill(corrected);
  await correctDialog.getByRole("button", { name: "Save correction" }).click();
  await expect(page.getByText("Correction sent for review")).toBeVisible();
  await expect(firstAnswer.getByText("Waiting for review")).toBeVisible();
  await expect(firstAnswer.getByRole("button", { name: /Correct transcript/ })).toHaveCount(0);

  // Ask for a human review; the request is tracked until it is answered.
  const message = `Please listen to my first answer again (${tag}).`;
  await page.getByRole("button", { name: "Ask for a human review" }).click();
  const requestDialog = page.getByRole("dialog", { name: "Ask for a human review" });
  await requestDialog.getByLabel("Your message").fill(message);
  await requestDialog.getByRole("button", { name: "Send request" }).click();
  const humanReview = page.getByRole("region", { name: "Human review" });
  await expect(humanReview.getByText("Waiting for an answer")).toBeVisible();
  await expect(humanReview.getByText(message)).toBeVisible();
  await expect(page.getByRole("button", { name: "Ask for a human review" })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // The company finds the correction waiting in its review requests, and goes to listen.
  const companyPage = await pageAs(browser, baseURL!, companyApi);
  await companyPage.goto("/review-requests");
  const waiting = companyPage
    .getByRole("region", { name: "Transcript corrections to check" })
    .getByRole("article", { name: fullName(candidate) });
  await expect(waiting).toContainText(corrected);
  await expect(waiting.getByRole("link", { name: /Listen and decide/ })).toHaveAttribute(
    "href",
    `/application-details/${applicationId}`,
  );
  await waiting.getByRole("link", { name: /Listen and decide/ }).click();

  // Where it reviews the application: the human review request, and the correction beside the words as heard.
  const notice = companyPage.getByRole("heading", { name: /Human review requested/ });
  await expect(notice).toBeVisible();
  await expect(companyPage.getByText(message)).toBeVisible();
  await companyPage.getByRole("tab", { name: "AI Feedback" }).click();
  const asked = companyPage.getByRole("region", { name: "The candidate asks to correct this transcript" });
  await expect(asked).toContainText(corrected);
  await expect(asked.getByRole("button", { name: /Listen from/ })).toBeVisible();
  expect(await seriousAxeViolations(companyPage)).toEqual([]);
  await expectFitsAPhone(companyPage);
  await asked.getByRole("button", { name: "Accept correction" }).click();
  await expect(companyPage.getByText("Correction accepted")).toBeVisible();

  // Accepted, it applies: the interview is assessed again with it, and shows as a correction beside the original.
  await waitUntilEvaluated(candidateApi, interviewId);
  await companyPage.reload();
  await companyPage.getByRole("tab", { name: "AI Feedback" }).click();
  const correction = companyPage.getByRole("region", { name: "The candidate's correction" });
  await expect(correction).toContainText(corrected);
  await expect(companyPage.getByRole("region", { name: "Original transcript" }).first()).toBeVisible();

  // In its review requests, the company answers; the request moves to Answered.
  await companyPage.goto("/review-requests");
  await expect(companyPage.getByText("No correction is waiting")).toBeVisible();
  const card = companyPage.getByRole("tabpanel").getByRole("article", { name: fullName(candidate) });
  await expect(card.getByText(message)).toBeVisible();
  await expect(card.getByRole("link", { name: /Review the interview/ })).toHaveAttribute(
    "href",
    `/application-details/${applicationId}`,
  );
  expect(await seriousAxeViolations(companyPage)).toEqual([]);
  await expectFitsAPhone(companyPage);
  await card.getByRole("button", { name: "Answer" }).click();
  const answer = `We listened again and kept the result, ${tag}.`;
  const answerDialog = companyPage.getByRole("dialog", { name: `Answer ${fullName(candidate)}` });
  await answerDialog.getByLabel("Your answer").fill(answer);
  await answerDialog.getByRole("button", { name: "Send answer" }).click();
  await expect(companyPage.getByText("Answer sent")).toBeVisible();
  await companyPage.getByRole("tab", { name: "Answered" }).click();
  await expect(
    companyPage
      .getByRole("tabpanel")
      .getByRole("article", { name: fullName(candidate) })
      .getByText(answer),
  ).toBeVisible();

  // The candidate reads the answer on their interview page.
  await page.reload();
  await page.getByRole("tab", { name: "AI Feedback" }).click();
  await expect(page.getByRole("region", { name: "Human review" }).getByText(answer)).toBeVisible();
});

test("after Finish the dashboard says where the AI feedback stands and links to it once ready", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const title = `Feedback Engineer ${tag}`;
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const templateId = await createInterviewTemplate(companyApi, `Feedback interview ${tag}`, QUESTIONS);
  const posting = await createCompanyPosting(companyApi, {
    title,
    description: "Run our databases and the migrations between them.",
    location: "Remote",
    interviewTemplateId: templateId,
  });
  await companyApi.dispose();

  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const applied = await candidateApi.post(`/api/postings/${posting.id}/applications`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { interviewId } = (await applied.json()) as { interviewId: string };
  const spoken = await makeSpokenWebm(SPOKEN_ANSWERS);
  const attempt = await startInterviewAttempt(candidateApi, interviewId);
  await uploadAndFinish(candidateApi, attempt, spoken.webm, spoken.questionStartSeconds);

  // Straight after Finish: the evaluation's real state, whichever step it has reached (decision 0073).
  const page = await pageAs(browser, baseURL!, candidateApi);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/candidate-dashboard");
  const card = page.getByRole("region", { name: "Your AI feedback" });
  await expect(card).toContainText(title);
  await expect(card).toContainText(
    /waiting its turn|not started yet|being turned into text|being assessed|Your AI feedback is ready/,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // The card follows the pipeline by itself, then links to the feedback.
  await expect(card).toContainText("Your AI feedback is ready", { timeout: 90_000 });
  const read = card.getByRole("link", { name: "Read your AI feedback" });
  await read.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/candidate-interview/${interviewId}\\?tab=feedback$`));
  await expect(page.getByRole("tab", { name: "AI Feedback" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Feedback for you" })).toBeVisible();
  await page.context().close();
  await candidateApi.dispose();
});
