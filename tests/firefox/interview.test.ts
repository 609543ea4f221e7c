import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { CandidateInterviewDetail } from "../../src/shared/interviews/candidate-interview-contracts";
import { readRecorderLog, recorderLogScript } from "../e2e/fixtures/interview-media";
import { registerCandidate } from "./accounts";
import { launchFirefox, reportWherePageStopped } from "./firefox";
import { cutNetwork } from "./network-cut";
import {
  answerFor,
  answerTheRest,
  callApi,
  clickButton,
  networkInterviewId,
  readyRecording,
  startInterview,
  waitForPath,
  waitForSaveState,
  waitForText,
} from "./interview-steps";
import { waitUntil } from "./wait-until";

/**
 * The network interview in Debian's Firefox ESR, which records VP8 and Opus with its own fake
 * camera and microphone: a network cut in question 2, a reload in question 3, the rest after
 * the resume, then the finished recording played back in Firefox. The AI interviewer is on
 * (server.ts), but the fake provider follows up only on its cue word, which these questions lack.
 */

const QUESTIONS = 7;
const SAVED_TOAST = "Your interview has been successfully recorded and saved!";
const baseUrl = inject("firefoxBaseUrl");

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchFirefox();
  page = await browser.newPage();
  page.setDefaultTimeout(30_000);
  await page.evaluateOnNewDocument(recorderLogScript);
});

afterAll(async () => {
  await browser?.close();
});

test("Firefox records the whole interview through a network cut and a reload, and plays it back", async ({
  onTestFailed,
}) => {
  onTestFailed(() => reportWherePageStopped(page, "interview"));
  const candidate = await registerCandidate(baseUrl);
  // The verification link signs the candidate in and lands on their dashboard.
  await page.goto(candidate.verificationLink);
  await waitForPath(page, "/candidate-dashboard");

  await page.goto(`${baseUrl}/interview`);
  const interviewId = await networkInterviewId(page);
  await startInterview(page);
  await waitForText(page, `Question 1 of ${QUESTIONS}`);
  await answerFor(page, 0, 2);
  await clickButton(page, "Next Question");

  // Question 2: the network goes away for 4 s of recording, and the answer waits on the device.
  await answerFor(page, 1, 1);
  const reconnect = await cutNetwork(page);
  await waitForSaveState(page, "offline");
  await waitForText(page, "Offline. Your answers are kept on this device.");
  await answerFor(page, 1, 5);
  await reconnect();
  await waitForSaveState(page, "saved");
  await clickButton(page, "Next Question");

  // Question 3: a reload after 3 s. What MediaRecorder had not yet emitted (under one timeslice) goes with the page.
  await answerFor(page, 2, 3);
  const [beforeReload] = await page.evaluate(readRecorderLog);
  await page.reload();
  const resumeAt = Number(
    await waitUntil(page, {}, () => document.body.innerText.match(/continue (?:with )?question (\d+)/)?.[1]),
  );
  expect(resumeAt).toBeGreaterThanOrEqual(3);
  await startInterview(page);
  await waitForText(page, `Question ${resumeAt} of ${QUESTIONS}`);
  await answerTheRest(page, resumeAt - 1, QUESTIONS);
  await waitForPath(page, "/candidate-dashboard", 60_000);
  await waitForText(page, SAVED_TOAST);
  const [afterReload] = await page.evaluate(readRecorderLog);

  // Both parts are in the stored recording, every question with its start.
  const recordedSeconds = beforeReload!.secondsSoFar! + afterReload!.seconds!;
  const stored = await readyRecording(page, interviewId);
  expect(stored.questionStartSeconds).toHaveLength(QUESTIONS);
  // The AI interviewer was on, and asked nothing: these answers are too short to follow up on.
  const detail = (await callApi(
    page,
    "GET",
    `/api/candidates/me/interviews/${interviewId}`,
  )) as CandidateInterviewDetail;
  expect(detail.questions).toHaveLength(QUESTIONS);
  expect(detail.questions.every((question) => question.followUpOf === null)).toBe(true);
  for (let index = 1; index < QUESTIONS; index += 1)
    expect(stored.questionStartSeconds[index]!).toBeGreaterThan(stored.questionStartSeconds[index - 1]!);
  // Stored in whole seconds; up to one timeslice (1 s) that was not yet emitted at the reload went with the page.
  expect(stored.durationSeconds!).toBeGreaterThanOrEqual(recordedSeconds - 2);
  expect(stored.durationSeconds!).toBeLessThanOrEqual(recordedSeconds + 1);

  // Playback in Firefox: the player knows the length, and the recording plays to its end.
  await page.goto(`${baseUrl}/candidate-interview/${interviewId}`);
  const duration = await waitUntil(page, {}, () => {
    const video = document.querySelector("video");
    return video && video.readyState >= HTMLMediaElement.HAVE_METADATA ? video.duration : false;
  });
  expect(Number.isFinite(duration)).toBe(true);
  expect(duration).toBeGreaterThan(recordedSeconds - 1.5);
  expect(duration).toBeLessThan(recordedSeconds + 0.5);
  expect(Math.abs(duration - stored.durationSeconds!)).toBeLessThanOrEqual(1);
  await page.evaluate(async () => {
    const video = document.querySelector("video")!;
    video.muted = true;
    video.currentTime = Math.max(0, video.duration - 2);
    await video.play();
  });
  await waitUntil(page, {}, () => document.querySelector("video")?.ended === true);
  console.log(
    `Firefox recorded ${recordedSeconds.toFixed(1)} s; stored ${stored.durationSeconds} s; the player says ${duration.toFixed(2)} s`,
  );
});
