import type { ElementHandle, Page } from "puppeteer-core";
import { expect } from "vitest";
import type { CompletedInterview } from "../e2e/fixtures/interview-runner";
import { waitUntil } from "./wait-until";

/**
 * The interview, driven the way the Chromium suite drives it (tests/e2e/fixtures/interview-runner.ts)
 * with the same names and data attributes, for puppeteer's page. Every wait is on the page's own
 * state; nothing sleeps a fixed time.
 *
 * Headings, buttons and the consent box are found by their text in the page's DOM, not with
 * puppeteer's ::-p-aria: in Firefox that asks WebDriver BiDi for the accessibility tree, and each
 * poll held the page's main thread for seconds while it recorded (MediaRecorder's chunks came
 * late, and after a reload the page said the camera gave no video).
 */

/** The element `find` picks (the function runs in the page), once there is one, as a handle. */
async function visibleElement(
  page: Page,
  find: (name: string) => Element | undefined,
  name: string,
  timeout = page.getDefaultTimeout(),
): Promise<ElementHandle> {
  const deadline = Date.now() + timeout;
  for (;;) {
    // A handle, not a value: an element does not cross to Node as JSON.
    const handle = await page.evaluateHandle(find, name).catch(() => null);
    const found = handle?.asElement();
    if (found) return found as ElementHandle;
    await handle?.dispose();
    if (Date.now() >= deadline) throw new Error(`Waited ${timeout} ms for "${name}" in the page`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const headingNamed = (name: string) =>
  [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")].find(
    (heading) => heading.textContent?.trim() === name && heading.getClientRects().length > 0,
  );

/** A button whose name (its aria-label, else its text) is `name`, visible and enabled. */
const enabledButtonNamed = (name: string) =>
  [...document.querySelectorAll("button")].find(
    (button) =>
      (button.getAttribute("aria-label") ?? button.textContent?.trim()) === name &&
      button.getClientRects().length > 0 &&
      !button.disabled,
  );

/** The checkbox its label names `name`. */
const checkboxLabelled = (name: string) => {
  const label = [...document.querySelectorAll("label")].find((candidate) => candidate.textContent?.trim() === name);
  const box = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  return box?.getAttribute("role") === "checkbox" || box instanceof HTMLInputElement ? box : undefined;
};

export async function waitForHeading(page: Page, name: string, timeout?: number) {
  await (await visibleElement(page, headingNamed, name, timeout)).dispose();
}

export async function waitForText(page: Page, text: string, timeout?: number) {
  await page.waitForSelector(`::-p-text(${text})`, { visible: true, timeout });
}

export async function waitForPath(page: Page, pathname: string, timeout?: number) {
  await waitUntil(page, { timeout }, (expected: string) => location.pathname === expected, pathname);
}

/** Clicks the button once it is visible and enabled; one the page re-renders in between is looked up again. */
export async function clickButton(page: Page, name: string) {
  const deadline = Date.now() + page.getDefaultTimeout();
  for (;;) {
    const button = await visibleElement(page, enabledButtonNamed, name, Math.max(1, deadline - Date.now()));
    try {
      return await button.click();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    } finally {
      await button.dispose().catch(() => undefined);
    }
  }
}

/** The level-1 heading once its text matches `pattern` (the question asked); answers that text. */
export async function waitForHeadingMatching(page: Page, pattern: RegExp, timeout?: number): Promise<string> {
  return waitUntil(
    page,
    { timeout },
    (source: string, flags: string) => {
      const text = document.querySelector("h1")?.textContent ?? "";
      return new RegExp(source, flags).test(text) ? text : false;
    },
    pattern.source,
    pattern.flags,
  );
}

/** Calls the API from the page, with the candidate's session cookie, as the app does; expects `expected`. */
export async function callApi(page: Page, method: "GET" | "POST", url: string, body?: unknown, expected = 200) {
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
  expect(status, text).toBe(expected);
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
  const consent = await visibleElement(
    page,
    checkboxLabelled,
    "I understand what is recorded and evaluated, and I agree.",
  );
  if ((await consent.evaluate((element) => element.getAttribute("aria-checked"))) !== "true") await consent.click();
  await clickButton(page, "Continue to Device Setup");
  await waitForHeading(page, "Device setup");
  await waitUntil(page, {}, () => {
    const rows = [...document.querySelectorAll('ul[aria-label="Devices"] > li')];
    return rows.length === 2 && rows.every((row) => row.textContent?.includes("Enabled"));
  });
  await clickButton(page, "Start Interview");
}

/** The save state the page shows ("saved", "behind", "offline" or "failed"). */
export async function waitForSaveState(page: Page, state: string, timeout?: number) {
  await waitUntil(
    page,
    { timeout },
    (expected: string) => document.querySelector("[data-save-state]")?.getAttribute("data-save-state") === expected,
    state,
  );
}

/** Waits on the page's own question timer until `seconds` of this question have been recorded. */
export async function answerFor(page: Page, questionIndex: number, seconds: number) {
  await page.waitForSelector(`[data-question="${questionIndex}"]`, { visible: true });
  await waitUntil(page, {}, () =>
    [...document.querySelectorAll("span")].some((span) => span.textContent === "Recording"),
  );
  const timer = '[data-testid="question-timer"]';
  const start = await page.$eval(timer, (element) => element.textContent ?? "");
  await waitUntil(
    page,
    { timeout: (seconds + 30) * 1000 },
    (selector: string, start: string, seconds: number) => {
      const toSeconds = (text: string) => {
        const [minutes, secs] = text.split(":").map(Number);
        return (minutes ?? 0) * 60 + (secs ?? 0);
      };
      return toSeconds(start) - toSeconds(document.querySelector(selector)?.textContent ?? "0:0") >= seconds;
    },
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
