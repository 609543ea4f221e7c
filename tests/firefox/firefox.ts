import fs from "node:fs/promises";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { firefoxPath } from "../../scripts/ensure-firefox";

/**
 * Firefox's own fake camera and microphone (a moving colour pattern and a tone), allowed
 * without a prompt, and media that may play without a click.
 */
const FIREFOX_PREFS = {
  "media.navigator.streams.fake": true,
  "media.navigator.permission.disabled": true,
  "media.autoplay.default": 0,
};

/** Debian's Firefox ESR, headless, over WebDriver BiDi. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: FIREFOX_PREFS,
  });
}

/** Where a failed test's page stopped, for the CI log: its address and a screenshot beside Playwright's. */
export async function reportWherePageStopped(page: Page, name: string): Promise<void> {
  const screenshot = `test-results/firefox/${name}-failed.png`;
  await fs.mkdir("test-results/firefox", { recursive: true });
  await page.screenshot({ path: screenshot }).catch(() => undefined);
  console.error(`The Firefox page was at ${page.url()} (screenshot: ${screenshot})`);
}
