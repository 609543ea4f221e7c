import { ensureAptBrowser } from "./ensure-apt-browser";

export function ensureChromium(): Promise<void> {
  return ensureAptBrowser({
    name: "Chromium",
    path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    aptPackage: "chromium",
    pathVariable: "CHROMIUM_PATH",
    neededFor: "the end-to-end tests",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
