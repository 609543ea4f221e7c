import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { FOLLOW_UP_CUE, STALLED_FOLLOW_UP_CUE } from "../../src/server/testing/fake-openai-server";
import { seriousAxeViolations } from "./fixtures/axe";
import { waitUntilEvaluated } from "./fixtures/evaluation";
import { answerFor, expect, startInterview, test } from "./fixtures/interview-runner";
import { createCompanyPosting, createInterviewTemplate } from "./fixtures/postings";
import { currentTime, waitForPlayable } from "./fixtures/video";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/*
 * The AI interviewer (decision 0055) in Chromium with fake devices: the answer is transcribed in
 * windows while the candidate speaks (through the suite's fake OpenAI-compatible server), and at
 * Next the interviewer asks one follow-up drawn from it. The fake follows up only on a question
 * with its cue word in it, so the other interview specs see none.
 */
test.describe.configure({ timeout: 240_000 });

const QUESTIONS = [
  `Describe the evaluation work you are ${FOLLOW_UP_CUE} of.`,
  "How do you check that a change helped?",
];

/** What the page read aloud: the sources media elements played, and what speech synthesis said. */
interface ReadAloud {
  played: string[];
  spoken: string[];
}

/** Records every media play() that started and every text given to speech synthesis, per page load. */
async function recordReadAloud(page: Page): Promise<() => Promise<ReadAloud>> {
  await page.addInitScript(() => {
    const log: ReadAloud = { played: [], spoken: [] };
    (window as unknown as { readAloud: ReadAloud }).readAloud = log;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const source = this.currentSrc || this.src;
      return play.call(this).then(() => void log.played.push(source));
    };
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (utterance) => {
      log.spoken.push(utterance.text);
      speak(utterance);
    };
  });
  return () => page.evaluate(() => (window as unknown as { readAloud: ReadAloud }).readAloud);
}

const isSpeechPath = (url: string) =>
  /^\/api\/recording-sessions\/[^/]+\/follow-ups\/[^/]+\/speech$/.test(new URL(url).pathname);

/** A posting of a new verified company, with these questions, applied to by the signed-in candidate. */
async function appliedInterview(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  questions: string[],
): Promise<string> {
  const tag = randomUUID().slice(0, 6);
  const company = await approvedCompany(baseURL, request);
  const companyApi = await signedInRequest(baseURL, company.email, company.password);
  const templateId = await createInterviewTemplate(companyApi, `Evaluation interview ${tag}`, questions);
  const posting = await createCompanyPosting(companyApi, {
    title: `ML Evaluation Engineer ${tag}`,
    description: "Measure what our models do.",
    location: "Remote",
    interviewTemplateId: templateId,
  });
  const applied = await page.request.post(`/api/postings/${posting.id}/applications`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { interviewId: string }).interviewId;
}

test("a provider that stalls past the limit: the interview moves on to the next question, and every answer is kept", async ({
  candidatePage: page,
  request,
  baseURL,
}) => {
  const questions = [
    `What made you ${STALLED_FOLLOW_UP_CUE} before your last job change?`,
    "What do you want to learn next?",
  ];
  const interviewId = await appliedInterview(page, request, baseURL!, questions);
  await page.goto(`/interview/${interviewId}`);
  await startInterview(page);
  await answerFor(page, 0, 14);
  await page.getByRole("button", { name: "Next Question" }).click();
  // The page waits at most 3 s, then asks the next question; the follow-up never comes.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(questions[1]!);
  await expect(page.getByText("Question 2 of 2", { exact: true })).toBeVisible();
  await answerFor(page, 1, 2);
  await page.getByRole("button", { name: "Finish Interview" }).click();
  await expect(page).toHaveURL(/\/candidate-dashboard$/, { timeout: 60_000 });

  const detail = await page.request.get(`/api/candidates/me/interviews/${interviewId}`);
  const interview = (await detail.json()) as { questions: { text: string }[]; questionStartSeconds: number[] };
  expect(interview.questions.map((question) => question.text)).toEqual(questions);
  expect(interview.questionStartSeconds).toHaveLength(2);
  expect(interview.questionStartSeconds[1]!).toBeGreaterThanOrEqual(14);
});

test("after a long enough answer the interviewer asks one follow-up, numbered as the question it follows; a reload resumes it; it is kept with the interview", async ({
  candidatePage: page,
  request,
  baseURL,
}) => {
  const interviewId = await appliedInterview(page, request, baseURL!, QUESTIONS);
  const readAloud = await recordReadAloud(page);
  await page.goto(`/interview/${interviewId}`);
  // The notice says so before anything is recorded.
  await expect(page.getByText("an AI interviewer may ask you one short follow-up", { exact: false })).toBeVisible();
  await startInterview(page);
  await expect(page.getByText("Question 1 of 2", { exact: true })).toBeVisible();
  // Long enough for two windows of about 10 s to be transcribed while the candidate speaks.
  await answerFor(page, 0, 24);
  const speech = page.waitForResponse((response) => isSpeechPath(response.url()), { timeout: 15_000 });
  await page.getByRole("button", { name: "Next Question" }).click();

  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^You mentioned \w+\. What was the hardest part of that work\?$/, {
    timeout: 10_000,
  });
  // Read aloud by the provider's voice (the suite's fake speaks an MP3 tone), not the browser's.
  const spoken = await speech;
  expect(spoken.status()).toBe(200);
  expect(spoken.headers()["content-type"]).toBe("audio/mpeg");
  await expect.poll(async () => (await readAloud()).played.filter(isSpeechPath)).toEqual([spoken.url()]);
  await expect(page.getByText("Question 1 of 2 · follow-up", { exact: true })).toBeVisible();
  await expect(page.getByTestId("question-timer")).toHaveText(/^(01:00|00:5\d)$/);
  expect(await seriousAxeViolations(page, ["video"])).toEqual([]);
  const followUp = (await heading.textContent())!;
  const { spoken: synthesised } = await readAloud();
  expect(synthesised).toContain(QUESTIONS[0]);
  expect(synthesised).not.toContain(followUp);

  // A reload while answering the follow-up goes on with it, with the time it had left.
  await answerFor(page, 1, 3);
  await page.reload();
  await expect(page.getByText("You will continue the follow-up to question 1 where it stopped")).toBeVisible({
    timeout: 30_000,
  });
  await startInterview(page);
  await expect(heading).toHaveText(followUp);
  await expect(page.getByText("Question 1 of 2 · follow-up", { exact: true })).toBeVisible();
  // Read by the provider's voice again after the reload.
  await expect.poll(async () => (await readAloud()).played.filter(isSpeechPath)).toEqual([spoken.url()]);
  expect((await readAloud()).spoken).not.toContain(followUp);
  await expect(page.getByTestId("question-timer")).toHaveText(/^00:5[0-7]$/);

  // A short answer to the follow-up: no second follow-up, the next question at once.
  await answerFor(page, 1, 2);
  await page.getByRole("button", { name: "Next Question" }).click();
  await expect(heading).toHaveText(QUESTIONS[1]!);
  await expect(page.getByText("Question 2 of 2", { exact: true })).toBeVisible();
  await answerFor(page, 2, 2);
  await page.getByRole("button", { name: "Finish Interview" }).click();
  await expect(page).toHaveURL(/\/candidate-dashboard$/, { timeout: 60_000 });

  // The follow-up is part of the interview, right after its question, with its start.
  const detail = await page.request.get(`/api/candidates/me/interviews/${interviewId}`);
  expect(detail.status()).toBe(200);
  const interview = (await detail.json()) as {
    questions: { text: string; followUpOf: number | null }[];
    questionStartSeconds: number[];
  };
  expect(interview.questions).toEqual([
    expect.objectContaining({ text: QUESTIONS[0], followUpOf: null }),
    expect.objectContaining({ text: followUp, followUpOf: 0 }),
    expect.objectContaining({ text: QUESTIONS[1], followUpOf: null }),
  ]);
  expect(interview.questionStartSeconds).toHaveLength(3);
  expect(interview.questionStartSeconds[1]!).toBeGreaterThanOrEqual(24);

  // The candidate's own page names it as the follow-up to question 1: a chapter of its own, which plays.
  await page.goto(`/candidate-interview/${interviewId}`);
  await expect(page.getByText(`Question 1 · follow-up: ${followUp}`).first()).toBeVisible({ timeout: 60_000 });
  const video = page.locator("video");
  await waitForPlayable(video);
  const chapter = page
    .getByRole("navigation", { name: "Questions" })
    .getByRole("button", { name: `Question 1 · follow-up: ${followUp}` });
  await chapter.click();
  await expect(chapter).toHaveAttribute("aria-current", "true");
  const followUpStart = interview.questionStartSeconds[1]!;
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(followUpStart - 0.1);
  expect(await currentTime(video)).toBeLessThan(interview.questionStartSeconds[2]!);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(() => currentTime(video)).toBeGreaterThan(followUpStart + 0.5);

  // The evaluation assesses the follow-up's answer with its question's: one result for question 1,
  // naming the follow-up, whose transcript runs on into the follow-up's answer.
  const evaluation = await waitUntilEvaluated(page.request, interviewId);
  expect(evaluation.questions.map((question) => question.index)).toEqual([0, 2]);
  const first = evaluation.questions[0]!;
  expect(first).toMatchObject({ number: 1, followUp });
  expect(first.transcript!.words.some((word) => word.start >= followUpStart)).toBe(true);
  expect(first.criteria.some((criterion) => criterion.quotes.length > 0)).toBe(true);
});
