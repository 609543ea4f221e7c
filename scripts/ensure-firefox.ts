import { ensureAptBrowser } from "./ensure-apt-browser";

/** Debian's Firefox ESR, which the Firefox suite (tests/firefox) drives over WebDriver BiDi. */
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export function ensureFirefox(): Promise<void> {
  return ensureAptBrowser({
    name: "Firefox ESR",
    path: firefoxPath,
    aptPackage: "firefox-esr",
    pathVariable: "FIREFOX_PATH",
    neededFor: "the Firefox interview test",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureFirefox();
