import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { formatClock } from "../../src/web/components/media/chapter-time";
import { verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { firstQuoteOf, pageAs, SPOKEN_ANSWERS, waitUntilEvaluated } from "./fixtures/evaluation";
import { expectFitsWidth } from "./fixtures/layout";
import { createCompanyPosting, createInterviewTemplate } from "./fixtures/postings";
import { startInterviewAttempt, startNetworkAttempt, uploadAndFinish } from "./fixtures/recordings";
import { makeSpokenWebm } from "./fixtures/spoken-media";
import { approvedCompany, signedInRequest, waitUntilWatchable } from "./fixtures/watching";
import { currentTime } from "./fixtures/video";

/*
 * What a reviewer sees of the AI evaluation (decision 0050), in the browser: the score and
 * evidence, a quote's timestamp seeking the player, the captions, and an override shown beside
 * the AI's result. Everything is real: an interview recorded through the API with spoken
 * answers, evaluated in the background by the pipeline through the openai provider against the
 * suite's fake OpenAI-compatible server (tests/e2e/fake-ai-server.ts), whose transcripts are its
 * own script and whose assessments quote it.
 */

const QUESTIONS = ["Tell us about a migration you led.", "How do you check that a change helped?"];

const captionsMode = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode);
const activeCue = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const cue = element.textTracks[0]?.activeCues?.[0];
    return cue && "text" in cue ? String(cue.text) : null;
  });
const quoteButtonName = (quote: { startSeconds: number; text: string }) =>
  `Play from ${formatClock(quote.startSeconds)}: “${quote.text}”`;

/** A verified candidate and an approved company, both signed in. */
async function candidateAndCompany(baseURL: string, request: APIRequestContext) {
  const candidate = await verifiedCandidate(baseURL, request);
  const candidateApi = await signedInRequest(baseURL, candidate.email, candidate.password);
  const company = await approvedCompany(baseURL, request);
  const companyApi = await signedInRequest(baseURL, company.email, company.password);
  return { candidateApi, companyApi };
}

test("on a candidate's profile, a reviewer reads the AI feedback: a quote seeks the player and the captions show", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { candidateApi, companyApi } = await candidateAndCompany(baseURL!, request);
  const spoken = await makeSpokenWebm(SPOKEN_ANSWERS);
  const attempt = await startNetworkAttempt(candidateApi);
  await uploadAndFinish(candidateApi, attempt, spoken.webm, spoken.questionStartSeconds);
  await waitUntilWatchable(candidateApi, attempt.interviewId);
  const view = await waitUntilEvaluated(companyApi, attempt.interviewId);
  // The second answer's evidence: well into the recording, so a seek there is a real jump.
  const { competency, quote } = firstQuoteOf(view, 1);
  expect(quote.startSeconds).toBeGreaterThan(spoken.questionStartSeconds[1]!);
  const me = (await (await candidateApi.get("/api/me")).json()) as { user: { id: string } };

  const page = await pageAs(browser, baseURL!, companyApi);
  await page.goto(`/candidate-profile/${me.user.id}`);
  await expect(page.getByRole("heading", { level: 2, name: "AI Feedback" })).toBeVisible();
  // Two of the network interview's seven answers were recorded: too few for an overall, and it says so.
  await expect(
    page.getByText("No overall score: only 2 of 7 answers could be scored, and an overall needs at least 5."),
  ).toBeVisible();
  await expect(page.getByText(view.summary!).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: competency }).first()).toBeVisible();
  await expect(page.getByText(view.chatModel!).first()).toBeVisible();
  // The network interview's later questions were not in this recording, and say so.
  await expect(page.getByText("This question was not asked in the recording.").first()).toBeVisible();
  // Nobody overrides the network interview's evaluation: no company owns it (decision 0050).
  await expect(page.getByRole("button", { name: /^Override/ })).toHaveCount(0);

  const video = page.locator("video");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  // Captions: on by default for a reviewer, loaded from the WebVTT track, and switchable.
  const captions = page.getByRole("button", { name: "Captions" });
  await expect(captions).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => captionsMode(video)).toBe("showing");

  const quoteButton = page.getByRole("button", { name: quoteButtonName(quote) }).first();
  await quoteButton.click();
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(quote.startSeconds - 0.1);
  // Paused inside the quote's first word: playing on, it could stop in the pause after a word,
  // where no word is being said and none is marked.
  await video.evaluate((element: HTMLVideoElement, at: number) => {
    element.pause();
    element.currentTime = at;
  }, quote.startSeconds + 0.1);
  // The transcript's captions play along: a cue of the transcribed words is active at the quote.
  await expect.poll(() => activeCue(video)).toContain(quote.text.split(" ")[0]!);
  // The transcript follows the player: the word being said is marked.
  await expect(page.locator('[data-active="true"]')).toHaveCount(1);

  await captions.click();
  await expect(captions).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => captionsMode(video)).toBe("hidden");
  await captions.click();
  await expect.poll(() => captionsMode(video)).toBe("showing");

  expect(await seriousAxeViolations(page)).toEqual([]);

  // On a phone: no sideways scroll, and a quote far below the player brings it back into view.
  await expectFitsWidth(page, 375);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 0;
  });
  await quoteButton.scrollIntoViewIfNeeded();
  await expect(video).not.toBeInViewport();
  await quoteButton.click();
  await expect(video).toBeInViewport();
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(quote.startSeconds - 0.1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.context().close();
});

test("on an application, a quote seeks the recording above the feedback, the Recording tab carries on, and an override sits beside the AI", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const { candidateApi, companyApi } = await candidateAndCompany(baseURL!, request);
  const templateId = await createInterviewTemplate(companyApi, `Reliability interview ${tag}`, QUESTIONS);
  const posting = await createCompanyPosting(companyApi, {
    title: `Site Reliability Engineer ${tag}`,
    description: "Keep the robots running.",
    location: "Remote",
    interviewTemplateId: templateId,
  });
  const applied = await candidateApi.post(`/api/postings/${posting.id}/applications`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applicationId, interviewId } = (await applied.json()) as { applicationId: string; interviewId: string };
  const spoken = await makeSpokenWebm(SPOKEN_ANSWERS);
  const attempt = await startInterviewAttempt(candidateApi, interviewId);
  await uploadAndFinish(candidateApi, attempt, spoken.webm, spoken.questionStartSeconds);
  await waitUntilWatchable(candidateApi, interviewId);
  const view = await waitUntilEvaluated(companyApi, interviewId);
  expect(view.canOverride).toBe(true);
  const { quote } = firstQuoteOf(view, 1);
  const { competency, criterionKey } = firstQuoteOf(view, 0);

  const page = await pageAs(browser, baseURL!, companyApi);
  await page.goto(`/application-details/${applicationId}`);
  await page.getByRole("tab", { name: "AI Feedback" }).click();
  const panel = page.getByRole("tabpanel", { name: "AI Feedback" });
  const video = panel.locator("video");
  await expect(video).toBeVisible();
  await expect(panel.getByText("AI score")).toBeVisible();
  await expect(panel.getByRole("heading", { name: competency }).first()).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => captionsMode(video)).toBe("showing");

  const quoteButton = panel.getByRole("button", { name: quoteButtonName(quote) }).first();
  await quoteButton.click();
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(quote.startSeconds - 0.1);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expect(video).toBeInViewport();
  await expect.poll(() => activeCue(video)).toContain(quote.text.split(" ")[0]!);
  const at = await currentTime(video);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The Recording tab's player picks up where the reviewer was, with its captions.
  await page.getByRole("tab", { name: "Recording" }).click();
  const recording = page.getByRole("tabpanel", { name: "Recording" }).locator("video");
  await expect.poll(() => currentTime(recording)).toBeGreaterThanOrEqual(at - 0.1);
  await expect.poll(() => captionsMode(recording)).toBe("showing");

  // An override needs a reason; once given, it is recorded and shown beside the AI's result.
  await page.getByRole("tab", { name: "AI Feedback" }).click();
  const firstAnswer = panel.getByRole("region", { name: new RegExp(`Question 1: ${QUESTIONS[0]}`) });
  await firstAnswer.getByRole("button", { name: `Override “${competency}”` }).click();
  const dialog = page.getByRole("dialog", { name: `Override “${competency}”` });
  await dialog.getByLabel(/Your score/).fill("2");
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog.getByText("Give a reason for overriding the AI.")).toBeVisible();
  const reason = `The migration was led by another team (${tag}).`;
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog).toBeHidden();
  const beside = firstAnswer.getByTestId("override");
  await expect(beside).toContainText("Overridden by");
  await expect(beside).toContainText("2/5");
  await expect(beside).toContainText(reason);
  await expect(firstAnswer.getByText("AI result").first()).toBeVisible();
  // Recorded by the server, not only shown: a fresh read carries it.
  const saved = await waitUntilEvaluated(companyApi, interviewId);
  const overridden = saved.questions[0]!.criteria.find((criterion) => criterion.key === criterionKey);
  expect(overridden?.override).toMatchObject({ score: 2, reason });
  expect(await seriousAxeViolations(page)).toEqual([]);

  await expectFitsWidth(page, 375);
  await quoteButton.click();
  await expect(panel.locator("video")).toBeInViewport();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.context().close();
});
