import { expect, test, type Locator, type Page } from "@playwright/test";
import type { EvaluationView, OverrideBody } from "@shared/evaluation/evaluation-contracts";
import { verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsWidth } from "./fixtures/layout";
import { createCompanyPosting } from "./fixtures/postings";
import { makeTestWebm, startNetworkAttempt, uploadAndFinish } from "./fixtures/recordings";
import { approvedCompany, signedInRequest, waitUntilWatchable } from "./fixtures/watching";

/*
 * What a reviewer sees of the AI evaluation (decision 0050), in the browser: the score and
 * evidence on the candidate's profile, a quote's timestamp seeking the player, the captions, and
 * an override shown beside the AI's result. The recording is real (recorded and finalised
 * through the API); the evaluation endpoints are answered in the page with a fixed evaluation of
 * that recording, so the journey does not depend on a model.
 */

const QUESTION_STARTS = [0, 2, 4, 6];
const RECORDED_SECONDS = 8;
const QUOTE_SECONDS = 4.5;

function evaluationOf(interviewId: string): EvaluationView {
  const words = [
    { text: "we", start: 4.5, end: 4.8 },
    { text: "rolled", start: 4.8, end: 5.2 },
    { text: "back", start: 5.2, end: 5.5 },
    { text: "within", start: 5.5, end: 5.8 },
    { text: "minutes", start: 5.8, end: 5.99 },
  ];
  return {
    id: "00000000-0000-4000-8000-0000000000e1",
    interviewId,
    status: "done",
    failureReason: null,
    provider: "openai",
    chatModel: "gpt-4o-mini",
    transcribeModel: "whisper-1",
    rubricVersion: "network-v1",
    scoresContent: true,
    humanReviewOnly: false,
    overallScore: 82,
    overallOverride: null,
    summary: "Specific answers with measured outcomes.",
    candidateSummary: null,
    questions: QUESTION_STARTS.map((start, index) => ({
      index,
      question: `Question text ${index + 1}`,
      startSeconds: start,
      signals: { speechSeconds: 1.8, answered: true, timeLimitShare: 0.2 },
      transcript:
        index === 2
          ? {
              provider: "openai",
              model: "whisper-1",
              rough: false,
              words,
              text: "we rolled back within minutes",
              correction: null,
            }
          : null,
      transcriptUnavailableReason: index === 2 ? null : "No speech was heard in this answer.",
      possibleInjection: false,
      criteria:
        index === 2
          ? [
              {
                key: "problem-solving",
                competency: "Problem solving",
                score: 4,
                insufficientReason: null,
                rationale: "Names the fix and how fast it landed.",
                quotes: [{ text: "we rolled back within minutes", startSeconds: QUOTE_SECONDS, endSeconds: 5.99 }],
                runScores: [4, 4],
                lowAgreement: false,
                quotesDropped: 0,
                override: null,
              },
            ]
          : [],
      summary: null,
    })),
    completedAt: new Date().toISOString(),
    canOverride: true,
    canRetry: false,
    canCorrect: false,
    canRequestReview: false,
    reviewRequest: null,
  };
}

const CAPTIONS = `WEBVTT

1
00:00:04.500 --> 00:00:06.000
we rolled back within minutes
`;

/** Answers the evaluation endpoints for `interviewId`; an override is kept and answered like the server's. */
async function answerEvaluation(page: Page, interviewId: string) {
  let view = evaluationOf(interviewId);
  const overrides: OverrideBody[] = [];
  await page.route(`**/api/interviews/${interviewId}/evaluation`, (route) => route.fulfill({ json: view }));
  await page.route(`**/api/interviews/${interviewId}/captions.vtt`, (route) =>
    route.fulfill({ body: CAPTIONS, contentType: "text/vtt; charset=utf-8" }),
  );
  await page.route(`**/api/interviews/${interviewId}/evaluation/overrides`, (route) => {
    const body = route.request().postDataJSON() as OverrideBody;
    overrides.push(body);
    const override = {
      id: "o1",
      score: body.score,
      reason: body.reason,
      byName: "The reviewer",
      createdAt: new Date().toISOString(),
    };
    view = {
      ...view,
      questions: view.questions.map((question) =>
        question.index !== body.questionIndex
          ? question
          : {
              ...question,
              criteria: question.criteria.map((criterion) =>
                criterion.key === body.criterionKey ? { ...criterion, override } : criterion,
              ),
            },
      ),
    };
    return route.fulfill({ status: 201, json: view });
  });
  return overrides;
}

/** A verified candidate with a finished network interview, and an approved company signed in. */
async function reviewerAndRecording(baseURL: string, request: Parameters<typeof verifiedCandidate>[1]) {
  const candidate = await verifiedCandidate(baseURL, request);
  const candidateApi = await signedInRequest(baseURL, candidate.email, candidate.password);
  const attempt = await startNetworkAttempt(candidateApi);
  await uploadAndFinish(candidateApi, attempt, await makeTestWebm(RECORDED_SECONDS), QUESTION_STARTS);
  await waitUntilWatchable(candidateApi, attempt.interviewId);
  const company = await approvedCompany(baseURL, request);
  const companyApi = await signedInRequest(baseURL, company.email, company.password);
  return { candidateApi, companyApi, interviewId: attempt.interviewId };
}

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);
const captionsMode = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode);
const activeCue = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const cue = element.textTracks[0]?.activeCues?.[0];
    return cue && "text" in cue ? String(cue.text) : null;
  });

test("a reviewer reads the AI feedback: a quote seeks the player, captions show, an override sits beside the AI", async ({
  browser,
  request,
  baseURL,
}) => {
  const { candidateApi, companyApi, interviewId } = await reviewerAndRecording(baseURL!, request);
  const me = (await (await candidateApi.get("/api/me")).json()) as { user: { id: string } };
  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  const page = await context.newPage();
  const overrides = await answerEvaluation(page, interviewId);

  await page.goto(`/candidate-profile/${me.user.id}`);
  const feedback = page.getByRole("heading", { level: 2, name: "AI Feedback" });
  await expect(feedback).toBeVisible();
  await expect(page.getByText("AI score")).toBeVisible();
  await expect(page.getByText("Specific answers with measured outcomes.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Problem solving" })).toBeVisible();
  await expect(page.getByText("gpt-4o-mini")).toBeVisible();
  await expect(page.getByText("No speech was heard in this answer.").first()).toBeVisible();

  const video = page.locator("video");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  // Captions: on by default for a reviewer, loaded from the WebVTT track, and switchable.
  const captions = page.getByRole("button", { name: "Captions" });
  await expect(captions).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => captionsMode(video)).toBe("showing");

  const quote = page.getByRole("button", { name: /^Play from 0:04: “we rolled back within minutes”/ });
  await quote.click();
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(QUOTE_SECONDS - 0.1);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await currentTime(video)).toBeLessThan(RECORDED_SECONDS);
  await expect.poll(() => activeCue(video)).toBe("we rolled back within minutes");
  // The transcript follows the player: the word being said is marked.
  await expect(page.locator('[data-active="true"]')).toHaveCount(1);

  await captions.click();
  await expect(captions).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => captionsMode(video)).toBe("hidden");
  await captions.click();
  await expect.poll(() => captionsMode(video)).toBe("showing");

  // An override needs a reason; once given, it is shown beside the AI's result.
  await page.getByRole("button", { name: "Override “Problem solving”" }).click();
  const dialog = page.getByRole("dialog", { name: "Override “Problem solving”" });
  await dialog.getByLabel(/Your score/).fill("2");
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog.getByText("Give a reason for overriding the AI.")).toBeVisible();
  expect(overrides).toEqual([]);
  await dialog.getByLabel("Reason").fill("The outage was handled by another team.");
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog).toBeHidden();
  expect(overrides).toEqual([
    { questionIndex: 2, criterionKey: "problem-solving", score: 2, reason: "The outage was handled by another team." },
  ]);
  const beside = page.getByTestId("override");
  await expect(beside).toContainText("Overridden by The reviewer");
  await expect(beside).toContainText("2/5");
  await expect(beside).toContainText("The outage was handled by another team.");
  await expect(page.getByText("AI result")).toBeVisible();

  expect(await seriousAxeViolations(page)).toEqual([]);

  // On a phone: no sideways scroll, and a quote far below the player brings it back into view.
  await expectFitsWidth(page, 375);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 0;
  });
  await quote.scrollIntoViewIfNeeded();
  await expect(video).not.toBeInViewport();
  await quote.click();
  await expect(video).toBeInViewport();
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(QUOTE_SECONDS - 0.1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

test("on an application, the AI Feedback tab shows the recording above the feedback; a quote seeks it, and the Recording tab carries on", async ({
  browser,
  request,
  baseURL,
}) => {
  const { candidateApi, companyApi, interviewId } = await reviewerAndRecording(baseURL!, request);
  const posting = await createCompanyPosting(companyApi, {
    title: `Site Reliability Engineer ${Date.now()}`,
    description: "Keep the robots running.",
    location: "Remote",
    interviewTemplateId: null,
  });
  const applied = await candidateApi.post(`/api/postings/${posting.id}/applications`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applicationId } = (await applied.json()) as { applicationId: string };

  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  const page = await context.newPage();
  await answerEvaluation(page, interviewId);
  await page.goto(`/application-details/${applicationId}`);
  await page.getByRole("tab", { name: "AI Feedback" }).click();
  const panel = page.getByRole("tabpanel", { name: "AI Feedback" });
  const video = panel.locator("video");
  await expect(video).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Problem solving" })).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => captionsMode(video)).toBe("showing");

  await panel.getByRole("button", { name: /^Play from 0:04:/ }).click();
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(QUOTE_SECONDS - 0.1);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expect(video).toBeInViewport();
  const at = await currentTime(video);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The Recording tab's player picks up where the reviewer was, with its captions.
  await page.getByRole("tab", { name: "Recording" }).click();
  const recording = page.getByRole("tabpanel", { name: "Recording" }).locator("video");
  await expect.poll(() => currentTime(recording)).toBeGreaterThanOrEqual(at - 0.1);
  await expect.poll(() => captionsMode(recording)).toBe("showing");

  await page.getByRole("tab", { name: "AI Feedback" }).click();
  await expectFitsWidth(page, 375);
  await panel.getByRole("button", { name: /^Play from 0:04:/ }).click();
  await expect(panel.locator("video")).toBeInViewport();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
