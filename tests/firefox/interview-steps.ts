import type { Page } from "puppeteer-core";
import { expect } from "vitest";
import type { CompletedInterview } from "../e2e/fixtures/interview-runner";

/**
 * The interview, driven the way the Chromium suite drives it (tests/e2e/fixtures/interview-runner.ts)
 * with the same roles, names and data attributes, for puppeteer's page. Every wait is on the
 * page's own state; nothing sleeps a fixed time.
 */

const aria = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

export async function waitForHeading(page: Page, name: string, timeout?: number) {
  await page.waitForSelector(aria("heading", name), { visible: true, timeout });
}

export async function waitForText(page: Page, text: string, timeout?: number) {
  await page.waitForSelector(`::-p-text(${text})`, { visible: true, timeout });
}

export async function waitForPath(page: Page, pathname: string, timeout?: number) {
  await page.waitForFunction((expected: string) => location.pathname === expected, { timeout }, pathname);
}

export async function clickButton(page: Page, name: string) {
  await page.locator(aria("button", name)).click();
}

/** Calls the API from the page, with the candidate's session cookie, as the app does. */
export async function callApi(page: Page, method: "GET" | "POST", url: string, body?: unknown) {
  const { status, text } = await page.evaluate(
    async (method: string, url: string, json: string | null) => {
      const response = await fetch(url, {
        method,
        headers: json === null ? {} : { "content-type": "application/json" },
        body: json,
      });
      return { status: response.status, text: await response.text() };
    },
    method,
    url,
    body === undefined ? null : JSON.stringify(body),
  );
  expect(status, text).toBe(200);
  return JSON.parse(text) as unknown;
}

/** The candidate's network interview id (find or create, as the page does). */
export async function networkInterviewId(page: Page): Promise<string> {
  return ((await callApi(page, "POST", "/api/interviews/network/attempts", {})) as { interviewId: string }).interviewId;
}

/** Waits until the recording is processed, then answers the completed interview. */
export async function readyRecording(page: Page, interviewId: string): Promise<CompletedInterview> {
  await expect
    .poll(
      async () =>
        ((await callApi(page, "GET", `/api/interviews/${interviewId}/recording-status`)) as { status: string }).status,
      { timeout: 60_000, interval: 500 },
    )
    .toBe("ready");
  const attempt = (await callApi(page, "POST", `/api/interviews/${interviewId}/attempts`, {})) as CompletedInterview;
  expect(attempt.state).toBe("completed");
  return attempt;
}

/** From the prep page to the first question: consent, device setup with both devices enabled, start. */
export async function startInterview(page: Page) {
  await waitForHeading(page, "Your AI interview");
  const consent = await page.waitForSelector(
    aria("checkbox", "I understand what is recorded and evaluated, and I agree."),
  );
  if ((await consent!.evaluate((element) => element.getAttribute("aria-checked"))) !== "true") await consent!.click();
  await clickButton(page, "Continue to Device Setup");
  await waitForHeading(page, "Device setup");
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('ul[aria-label="Devices"] > li')];
    return rows.length === 2 && rows.every((row) => row.textContent?.includes("Enabled"));
  });
  await clickButton(page, "Start Interview");
}

/** The save state the page shows ("saved", "behind", "offline" or "failed"). */
export async function waitForSaveState(page: Page, state: string, timeout?: number) {
  await page.waitForFunction(
    (expected: string) => document.querySelector("[data-save-state]")?.getAttribute("data-save-state") === expected,
    { timeout },
    state,
  );
}

/** Waits on the page's own question timer until `seconds` of this question have been recorded. */
export async function answerFor(page: Page, questionIndex: number, seconds: number) {
  await page.waitForSelector(`[data-question="${questionIndex}"]`, { visible: true });
  await page.waitForFunction(() =>
    [...document.querySelectorAll("span")].some((span) => span.textContent === "Recording"),
  );
  const timer = '[data-testid="question-timer"]';
  const start = await page.$eval(timer, (element) => element.textContent ?? "");
  await page.waitForFunction(
    (selector: string, start: string, seconds: number) => {
      const toSeconds = (text: string) => {
        const [minutes, secs] = text.split(":").map(Number);
        return (minutes ?? 0) * 60 + (secs ?? 0);
      };
      return toSeconds(start) - toSeconds(document.querySelector(selector)?.textContent ?? "0:0") >= seconds;
    },
    { polling: 200, timeout: (seconds + 30) * 1000 },
    timer,
    start,
    seconds,
  );
}

/** Answers each question from `from` on for `seconds`, moving on with Next Question, then Finish Interview. */
export async function answerTheRest(page: Page, from: number, questions: number, seconds = 2) {
  for (let index = from; index < questions; index += 1) {
    await answerFor(page, index, seconds);
    await clickButton(page, index === questions - 1 ? "Finish Interview" : "Next Question");
  }
}
