import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { CandidateInterviewDetail } from "../../src/shared/interviews/candidate-interview-contracts";
import { FOLLOW_UP_CUE } from "../../src/server/testing/fake-openai-server";
import { approvedCompanySession, registerCandidate } from "./accounts";
import { launchFirefox, reportWherePageStopped } from "./firefox";
import {
  answerFor,
  callApi,
  clickButton,
  readyRecording,
  startInterview,
  waitForHeading,
  waitForHeadingMatching,
  waitForPath,
  waitForText,
} from "./interview-steps";
import { postingWithQuestions } from "./postings";
import { waitUntil } from "./wait-until";

/**
 * The AI interviewer (decision 0055) in Debian's Firefox ESR: the answer to a posting's first
 * question is transcribed in windows while the candidate speaks (the suite's fake OpenAI-compatible
 * server, which follows up only on a question with its cue word), one follow-up is asked at Next,
 * a reload resumes it, and the finished recording plays from the follow-up's chapter.
 */

const QUESTIONS = [
  `Describe the evaluation work you are ${FOLLOW_UP_CUE} of.`,
  "How do you check that a change helped?",
];
const FOLLOW_UP = /^You mentioned \w+\. What was the hardest part of that work\?$/;
const SAVED_TOAST = "Your interview has been successfully recorded and saved!";
const baseUrl = inject("firefoxBaseUrl");

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchFirefox();
  page = await browser.newPage();
  page.setDefaultTimeout(30_000);
});

afterAll(async () => {
  await browser?.close();
});

test("Firefox: after a long answer the AI interviewer asks one follow-up, a reload resumes it, and it plays back as its own chapter", async ({
  onTestFailed,
}) => {
  onTestFailed(() => reportWherePageStopped(page, "follow-up"));
  const company = await approvedCompanySession(baseUrl);
  const posting = await postingWithQuestions(company, QUESTIONS);
  const candidate = await registerCandidate(baseUrl);
  await page.goto(candidate.verificationLink);
  await waitForPath(page, "/candidate-dashboard");
  const { interviewId } = (await callApi(page, "POST", `/api/postings/${posting.id}/applications`, {}, 201)) as {
    interviewId: string;
  };

  await page.goto(`${baseUrl}/interview/${interviewId}`);
  // The notice says so before anything is recorded.
  await waitForText(page, "an AI interviewer may ask you one short follow-up");
  await startInterview(page);
  await waitForText(page, "Question 1 of 2");
  // Long enough for two windows of about 10 s to be transcribed while the candidate speaks.
  await answerFor(page, 0, 24);
  await clickButton(page, "Next Question");
  const followUp = await waitForHeadingMatching(page, FOLLOW_UP, 10_000);
  await waitForText(page, "Question 1 of 2 · follow-up");

  // A reload while answering the follow-up goes on with it.
  await answerFor(page, 1, 3);
  await page.reload();
  await waitForText(page, "You will continue the follow-up to question 1 where it stopped");
  await startInterview(page);
  await waitForHeading(page, followUp);
  await waitForText(page, "Question 1 of 2 · follow-up");

  // A short answer to the follow-up: no second follow-up, the next question at once.
  await answerFor(page, 1, 2);
  await clickButton(page, "Next Question");
  await waitForHeading(page, QUESTIONS[1]!);
  await waitForText(page, "Question 2 of 2");
  await answerFor(page, 2, 2);
  await clickButton(page, "Finish Interview");
  await waitForPath(page, "/candidate-dashboard", 60_000);
  await waitForText(page, SAVED_TOAST);

  // The follow-up is part of the interview, right after its question, with its start.
  const stored = await readyRecording(page, interviewId);
  const interview = (await callApi(
    page,
    "GET",
    `/api/candidates/me/interviews/${interviewId}`,
  )) as CandidateInterviewDetail;
  expect(interview.questions).toEqual([
    expect.objectContaining({ text: QUESTIONS[0], followUpOf: null }),
    expect.objectContaining({ text: followUp, followUpOf: 0 }),
    expect.objectContaining({ text: QUESTIONS[1], followUpOf: null }),
  ]);
  expect(interview.questionStartSeconds).toEqual(stored.questionStartSeconds);
  expect(interview.questionStartSeconds).toHaveLength(3);
  const followUpStart = interview.questionStartSeconds[1]!;
  expect(followUpStart).toBeGreaterThanOrEqual(24);

  // Playback in Firefox: the follow-up's chapter, named as the follow-up to question 1, plays from its start.
  await page.goto(`${baseUrl}/candidate-interview/${interviewId}`);
  const chapters = 'nav[aria-label="Questions"] button';
  const chapterNumber = await waitUntil(
    page,
    {},
    (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].findIndex((button) => button.textContent?.includes(name)) + 1,
    chapters,
    `Question 1 · follow-up: ${followUp}`,
  );
  const chapter = (await page.$$(chapters))[chapterNumber - 1]!;
  await waitUntil(page, {}, () => {
    const video = document.querySelector("video");
    return video !== null && video.readyState >= HTMLMediaElement.HAVE_METADATA;
  });
  await page.evaluate(() => {
    document.querySelector("video")!.muted = true;
  });
  await chapter.click();
  await waitUntil(
    page,
    {},
    (start: number) => {
      const video = document.querySelector("video");
      return video !== null && !video.paused && video.currentTime > start + 1;
    },
    followUpStart,
  );
  expect(await chapter.evaluate((button) => button.getAttribute("aria-current"))).toBe("true");
  const playedFrom = await page.$eval("video", (video) => video.currentTime);
  expect(playedFrom).toBeLessThan(interview.questionStartSeconds[2]!);
  console.log(
    `Firefox follow-up "${followUp}" starts at ${followUpStart} s of ${stored.durationSeconds} s; played to ${playedFrom.toFixed(2)} s`,
  );
});
