import puppeteer, { type Browser } from "puppeteer-core";
import { firefoxPath } from "../../scripts/ensure-firefox";

/**
 * Firefox's own fake camera and microphone (a moving colour pattern and a tone), allowed
 * without a prompt, and media that may play without a click.
 */
export const FIREFOX_PREFS = {
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
