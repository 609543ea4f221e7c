import fs from "node:fs";
import { run } from "./run-step";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The browser tests never skip: Chromium is installed here (root with apt), or the run fails saying how. */
export async function ensureChromium(): Promise<void> {
  if (fs.existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log(`Chromium is missing at ${chromium}; installing Debian's chromium with apt-get.`);
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    if (
      (await run("apt-get", ["update"], env)) === 0 &&
      (await run("apt-get", ["install", "-y", "chromium"], env)) === 0
    ) {
      if (fs.existsSync(chromium)) return;
    }
  }
  console.error(
    `Chromium is required for the end-to-end tests and was not found at ${chromium}.\n` +
      "Install it with: sudo apt-get update && sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
