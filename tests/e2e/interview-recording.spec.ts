import type { Page } from "@playwright/test";
import {
  answerFor,
  attemptOf,
  devicePage,
  emptyRecorderScript,
  expect,
  networkInterviewId,
  readyRecording,
  recorderLog,
  saveStateLogScript,
  signIn,
  startInterview,
  test,
} from "./fixtures/interview-runner";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsWidth } from "./fixtures/layout";
import { FIRST_BYTES_TIMEOUT_MS } from "../../src/web/features/interviews/lib/recorder/recorder-settings";

/**
 * The network interview recorded end to end in Chromium, whose fake camera and microphone play
 * a test pattern and flite's speech (fixtures/interview-media.ts). Each answer lasts a couple
 * of seconds on the page's own question timer; nothing waits a fixed time.
 */
test.describe.configure({ timeout: 240_000 });

const QUESTIONS = 7;
const SAVED_TOAST = "Your interview has been successfully recorded and saved!";

async function answerAndMoveOn(page: Page, from: number, seconds = 2) {
  for (let index = from; index < QUESTIONS; index += 1) {
    await answerFor(page, index, seconds);
    await page.getByRole("button", { name: index === QUESTIONS - 1 ? "Finish Interview" : "Next Question" }).click();
  }
}

async function expectSavedAndBackOnDashboard(page: Page) {
  await expect(page).toHaveURL(/\/candidate-dashboard$/, { timeout: 60_000 });
  await expect(page.getByText(SAVED_TOAST)).toBeVisible();
}

test("a full interview ends completed, with the recorded length and every question's start stored", async ({
  candidatePage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/interview");
  await expect(page.getByText("3 of 3 re-records left")).toBeVisible();
  await expect(page.getByText("No facial or visual analysis is done.", { exact: false })).toBeVisible();
  expect(await seriousAxeViolations(page, ["video"])).toEqual([]);
  await expectFitsWidth(page, 375);
  const interviewId = await networkInterviewId(page);

  await startInterview(page);
  await expect(page.getByText(`Question 1 of ${QUESTIONS}`)).toBeVisible();
  await expect(page.getByTestId("overall-timer")).toHaveText(/^(20:00|19:5\d)$/);
  expect(await seriousAxeViolations(page, ["video"])).toEqual([]);
  await answerAndMoveOn(page, 0);
  await expectSavedAndBackOnDashboard(page);

  const [segment] = await recorderLog(page);
  const recordedSeconds = segment!.seconds!;
  const stored = await readyRecording(page, interviewId);
  expect(Math.abs(stored.durationSeconds! - recordedSeconds)).toBeLessThanOrEqual(1);
  expect(stored.questionStartSeconds).toHaveLength(QUESTIONS);
  expect(stored.questionStartSeconds[0]).toBeLessThan(1);
  for (let index = 1; index < QUESTIONS; index += 1) {
    // Each answer lasted at least 2 s, so each start is later than the one before by about that.
    expect(stored.questionStartSeconds[index]! - stored.questionStartSeconds[index - 1]!).toBeGreaterThanOrEqual(1.5);
  }
  expect(stored.questionStartSeconds[QUESTIONS - 1]!).toBeLessThan(stored.durationSeconds!);

  // Opening the interview again says it is already recorded.
  await page.goto("/interview");
  await expect(page.getByRole("heading", { level: 1, name: "Already recorded" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to dashboard" })).toHaveAttribute("href", "/candidate-dashboard");
});

test("the prep page says what the AI evaluates and never does, and saves a choice of human-only review", async ({
  candidatePage: page,
}) => {
  await page.goto("/interview");
  await expect(page.getByRole("heading", { level: 1, name: "Your AI interview" })).toBeVisible();
  await expect(page.getByText("compared with a rubric written for that question", { exact: false })).toBeVisible();
  await expect(
    page.getByText(
      "It never evaluates confidence, enthusiasm, fluency, grammar, accent, appearance, emotion or anything visual.",
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByText("A person always decides.", { exact: false })).toBeVisible();
  // The network interview always shows the candidate the same evidence as the company.
  await expect(page.getByText("You see the same evidence and scores as the company", { exact: false })).toBeVisible();
  const review = page.getByRole("group", { name: "How your answers are reviewed" });
  await expect(review.getByRole("radio", { name: /AI-assisted review/ })).toBeChecked();
  await review.getByRole("radio", { name: /Human review only/ }).check();
  expect(await seriousAxeViolations(page, ["video"])).toEqual([]);
  await expectFitsWidth(page, 375);
  await page.setViewportSize({ width: 1280, height: 800 });

  const continueButton = page.getByRole("button", { name: "Continue to Device Setup" });
  await expect(continueButton).toBeDisabled();
  await page.getByRole("checkbox", { name: /I understand what is recorded/ }).click();
  await continueButton.click();
  await expect(page.getByRole("heading", { level: 1, name: "Device setup" })).toBeVisible();

  // Stored with the consent: the server has it, and the prep page shows it after a reload.
  const interviewId = await networkInterviewId(page);
  expect(await attemptOf(page, interviewId)).toMatchObject({ state: "open", humanReviewOnly: true });
  await page.reload();
  await expect(review.getByRole("radio", { name: /Human review only/ })).toBeChecked();

  // Changing one's mind before finishing is saved the same way.
  await review.getByRole("radio", { name: /AI-assisted review/ }).check();
  await continueButton.click();
  await expect(page.getByRole("heading", { level: 1, name: "Device setup" })).toBeVisible();
  expect(await attemptOf(page, interviewId)).toMatchObject({ humanReviewOnly: false });
});

test("a reload in the middle of question 3 goes on with question 3 and the time it had left", async ({
  candidatePage: page,
}) => {
  await page.goto("/interview");
  const interviewId = await networkInterviewId(page);
  await startInterview(page);
  await answerAndMoveOnUntil(page, 2);
  await answerFor(page, 2, 4);
  const [beforeReload] = await recorderLog(page);
  await page.reload();

  await expect(page.getByText("3 of 3 re-records left")).toBeVisible();
  await expect(page.getByText("3 answers are saved. You will continue question 3 where it stopped")).toBeVisible({
    timeout: 30_000,
  });
  await startInterview(page);
  await expect(page.getByText(`Question 3 of ${QUESTIONS}`)).toBeVisible();
  // Its 2:00 minus the 3 s or more already recorded (what MediaRecorder had not yet emitted, under
  // one second, went with the page).
  await expect(page.getByTestId("question-timer")).toHaveText(/^01:5[0-7]$/);
  await answerAndMoveOn(page, 2);
  await expectSavedAndBackOnDashboard(page);

  const stored = await readyRecording(page, interviewId);
  expect(stored.questionStartSeconds).toHaveLength(QUESTIONS);
  for (let index = 1; index < QUESTIONS; index += 1)
    expect(stored.questionStartSeconds[index]!).toBeGreaterThan(stored.questionStartSeconds[index - 1]!);
  // Question 3's chapter begins in the first segment and runs on across the join: 3 s or more
  // before the reload and 2 s after it.
  const firstSegmentSeconds = beforeReload!.pieces;
  expect(stored.questionStartSeconds[2]!).toBeLessThan(firstSegmentSeconds);
  expect(stored.questionStartSeconds[3]! - stored.questionStartSeconds[2]!).toBeGreaterThanOrEqual(4.5);
  expect(stored.questionStartSeconds[3]!).toBeGreaterThan(firstSegmentSeconds + 1.5);
  // The second segment holds the rest of question 3, then questions 4 to 7, at least 2 s each.
  const [afterReload] = await recorderLog(page);
  expect(afterReload!.seconds!).toBeGreaterThanOrEqual(10);
  expect(Math.abs(stored.durationSeconds! - firstSegmentSeconds - afterReload!.seconds!)).toBeLessThanOrEqual(1.5);
});

test("offline for 10 s mid-interview: the answers wait on the device, then every chunk reaches the server", async ({
  candidatePage: page,
}) => {
  await page.goto("/interview");
  const interviewId = await networkInterviewId(page);
  await startInterview(page);
  await answerFor(page, 0, 2);
  await page.getByRole("button", { name: "Next Question" }).click();
  await answerFor(page, 1, 1);

  await page.context().setOffline(true);
  await expect(page.locator("[data-save-state]").first()).toHaveAttribute("data-save-state", "offline");
  await expect(page.getByText("Offline. Your answers are kept on this device.").first()).toBeVisible();
  // Ten seconds of recording while offline, on the page's own clock.
  await answerFor(page, 1, 11);
  await page.context().setOffline(false);
  await expect(page.locator("[data-save-state]").first()).toHaveAttribute("data-save-state", "saved", {
    timeout: 30_000,
  });

  // Every chunk emitted so far is on the server, byte for byte (same SHA-256, same order).
  const [emitted] = await recorderLog(page);
  const held = async () => {
    const attempt = await attemptOf(page, interviewId);
    return attempt.state === "open" ? (attempt.segments[0]?.chunks.map((chunk) => chunk.sha256) ?? []) : [];
  };
  await expect
    .poll(async () => (await held()).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(emitted!.chunks.length);
  expect((await held()).slice(0, emitted!.chunks.length)).toEqual(emitted!.chunks);

  await page.getByRole("button", { name: "Next Question" }).click();
  await answerAndMoveOn(page, 2, 1);
  await expectSavedAndBackOnDashboard(page);
  const [segment] = await recorderLog(page);
  const stored = await readyRecording(page, interviewId);
  expect(Math.abs(stored.durationSeconds! - segment!.seconds!)).toBeLessThanOrEqual(1);
});

async function answerAndMoveOnUntil(page: Page, question: number) {
  for (let index = 0; index < question; index += 1) {
    await answerFor(page, index, 2);
    await page.getByRole("button", { name: "Next Question" }).click();
  }
}

test("a browser without MediaRecorder gets the spec's recording error, its title said once", async ({
  candidatePage: page,
}) => {
  await page.addInitScript(() => Object.defineProperty(window, "MediaRecorder", { value: undefined }));
  await page.goto("/interview");
  await expect(page.getByRole("heading", { level: 1, name: "Recording Error" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "Your browser doesn't support video recording. Please try a different browser.",
  );
  await expect(page.getByText("Recording Error", { exact: false })).toHaveCount(1);
});

/**
 * The question's own timer and the way on, while the recorder has given no bytes (decision 0076):
 * checked once the recorder has handed over `emptyPieces` empty pieces, a second apart.
 */
async function expectWaitingForFirstBytes(page: Page, emptyPieces: number) {
  await expect(page.getByText("Starting the camera...")).toBeVisible();
  const next = page.getByRole("button", { name: "Next Question" });
  await expect(next).toBeDisabled();
  await page.waitForFunction(
    (pieces) => ((window as unknown as { emptyPieces?: number }).emptyPieces ?? 0) >= pieces,
    emptyPieces,
    { timeout: emptyPieces * 1000 + 15_000 },
  );
  await expect(page.getByTestId("question-timer")).toHaveText("02:00");
  await expect(page.getByTestId("overall-timer")).toHaveText("20:00");
  await expect(next).toBeDisabled();
  await expect(page.locator('[data-question="0"]')).toBeVisible();
}

const NO_VIDEO_WARNING = "The last time this browser recorded, it started the camera but sent us no video";

test("a recorder that gives only empty chunks is stopped within seconds: the time waits, nothing is claimed saved, and the next device check warns", async ({
  candidatePage: page,
}) => {
  await page.addInitScript(emptyRecorderScript);
  await page.addInitScript(saveStateLogScript);
  await page.goto("/interview");
  const interviewId = await networkInterviewId(page);
  await startInterview(page);
  await expect(page.getByText(`Question 1 of ${QUESTIONS}`)).toBeVisible();
  await expect(page.locator("[data-save-state]")).toHaveText("Saving...");
  await expectWaitingForFirstBytes(page, 2);

  await expect(page.getByRole("heading", { level: 1, name: "Recording Error" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("alert")).toHaveText(
    "Your browser started the camera but gave us no video to save, so nothing of this answer was recorded. Nothing of this interview has been saved yet. Please open this interview in another browser (such as Chrome or Firefox) or on another device.",
  );
  await expect(page.getByText("Recording Error", { exact: false })).toHaveCount(1);
  await expect(page.getByText("stays saved", { exact: false })).toHaveCount(0);
  const states = await page.evaluate(() => (window as unknown as { saveStates: string[] }).saveStates);
  expect(states.length).toBeGreaterThan(0);
  expect(states.filter((state) => state.startsWith("saved"))).toEqual([]);
  expect(await page.getByText("Recording", { exact: true }).count()).toBe(0);

  // Nothing was completed, and coming back does not claim any saved answer.
  expect((await attemptOf(page, interviewId)).state).toBe("open");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your AI interview" })).toBeVisible();
  await expect(page.getByText("Welcome back", { exact: false })).toHaveCount(0);
  await expect(page.getByText("answers are saved", { exact: false })).toHaveCount(0);
  // The device check remembers that this browser gave no video, and still lets the candidate try.
  await expect(page.getByRole("checkbox", { name: /I understand what is recorded/ })).toBeChecked();
  await page.getByRole("button", { name: "Continue to Device Setup" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Device setup" })).toBeVisible();
  await expect(page.getByText(NO_VIDEO_WARNING)).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Interview" })).toBeEnabled();
});

test("however long the recorder gives nothing, the question's time waits and Next stays disabled", async ({
  candidatePage: page,
}) => {
  await page.addInitScript(emptyRecorderScript);
  // The first-bytes watchdog (the test above) waits ten minutes on this page, so the waiting
  // itself can be watched for longer than the watchdog's usual seconds.
  await page.addInitScript((watchdogMs: number) => {
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      original(handler, timeout === watchdogMs ? 600_000 : timeout, ...rest)) as typeof window.setTimeout;
  }, FIRST_BYTES_TIMEOUT_MS);
  await page.goto("/interview");
  await startInterview(page);
  // Past the moment the watchdog would usually have fired.
  await expectWaitingForFirstBytes(page, Math.ceil(FIRST_BYTES_TIMEOUT_MS / 1000) + 2);
  await page.getByRole("button", { name: "Next Question" }).click({ force: true });
  await expect(page.locator('[data-question="0"]')).toBeVisible();
});

test("when the recorder later gives nothing, the answers that reached the server are counted; a recording with bytes clears the warning", async ({
  candidatePage: page,
}) => {
  const EMPTY = "e2e.empty-recorder";
  await page.addInitScript(emptyRecorderScript, EMPTY);
  await page.goto("/interview");
  await startInterview(page);
  await answerFor(page, 0, 2);
  await page.getByRole("button", { name: "Next Question" }).click();
  await answerFor(page, 1, 2);
  await expect(page.locator("[data-save-state]").first()).toHaveAttribute("data-save-state", "saved");

  // The camera stops giving video after a reload.
  await page.evaluate((key) => sessionStorage.setItem(key, "on"), EMPTY);
  await page.reload();
  await expect(page.getByText("2 answers are saved.", { exact: false })).toBeVisible({ timeout: 30_000 });
  await startInterview(page);
  await expect(page.getByRole("heading", { level: 1, name: "Recording Error" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("alert")).toContainText("2 earlier answers reached us and stay saved.");
  await expect(page.getByText("Nothing of this interview has been saved", { exact: false })).toHaveCount(0);

  // Fixed (say, a browser update): the device check warns once more, then a recording with bytes clears it.
  await page.evaluate((key) => sessionStorage.removeItem(key), EMPTY);
  await page.goto("/interview");
  await expect(page.getByText("2 answers are saved.", { exact: false })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Continue to Device Setup" }).click();
  await expect(page.getByText(NO_VIDEO_WARNING)).toBeVisible();
  await page.getByRole("button", { name: "Start Interview" }).click();
  await answerFor(page, 1, 1);
  await page.goto("/interview");
  await page.getByRole("button", { name: "Continue to Device Setup" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Device setup" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Interview" })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByText(NO_VIDEO_WARNING)).toHaveCount(0);
});

test("from another device the candidate continues from the first question that did not fully arrive", async ({
  candidatePage: page,
  candidate,
  mediaBrowser,
  baseURL,
}) => {
  await page.goto("/interview");
  const interviewId = await networkInterviewId(page);
  await startInterview(page);
  await answerAndMoveOnUntil(page, 2);
  await answerFor(page, 2, 2);
  await expect(page.locator("[data-save-state]").first()).toHaveAttribute("data-save-state", "saved");
  // The first device goes away in the middle of question 3 (its lease lapses within 30 s).
  await page.context().close();

  const other = await devicePage(mediaBrowser, baseURL);
  try {
    await signIn(other, candidate);
    await other.goto("/interview");
    await expect(async () => {
      const elsewhere = other.getByRole("heading", { level: 1, name: "Open somewhere else" });
      if (await elsewhere.isVisible()) await other.getByRole("button", { name: "Try again" }).click();
      await expect(other.getByRole("heading", { name: "Your interview was interrupted" })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    await expect(other.getByText("3 of 3 re-records left")).toBeVisible();
    await other.getByRole("button", { name: "Continue from question 3" }).click();
    await expect(other.getByText("You will continue with question 3.")).toBeVisible();
    await startInterview(other);
    await expect(other.getByText(`Question 3 of ${QUESTIONS}`)).toBeVisible();
    await answerAndMoveOn(other, 2);
    await expectSavedAndBackOnDashboard(other);

    const stored = await readyRecording(other, interviewId);
    expect(stored.questionStartSeconds).toHaveLength(QUESTIONS);
    // Questions 1 and 2 come from the first device, 2 s or more each; question 3 starts the second segment.
    expect(stored.questionStartSeconds[1]! - stored.questionStartSeconds[0]!).toBeGreaterThanOrEqual(1.5);
    expect(stored.questionStartSeconds[2]! - stored.questionStartSeconds[1]!).toBeGreaterThanOrEqual(1.5);
    for (let index = 1; index < QUESTIONS; index += 1)
      expect(stored.questionStartSeconds[index]!).toBeGreaterThan(stored.questionStartSeconds[index - 1]!);
  } finally {
    await other.context().close();
  }
});

test("a second tab cannot open the interview while the first has it", async ({ candidatePage: page }) => {
  await page.goto("/interview");
  await expect(page.getByRole("heading", { level: 1, name: "Your AI interview" })).toBeVisible();
  const second = await page.context().newPage();
  await second.goto("/interview");
  await expect(second.getByRole("heading", { level: 1, name: "Open somewhere else" })).toBeVisible();
  await expect(
    second.getByText("This interview is open in another tab. Close it there to continue here."),
  ).toBeVisible();
  await page.close();
  await second.getByRole("button", { name: "Try again" }).click();
  await expect(second.getByRole("heading", { level: 1, name: "Your AI interview" })).toBeVisible();
});
