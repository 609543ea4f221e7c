import fs from "node:fs";
import { run } from "./run-step";

export interface AptBrowser {
  /** As people call it, in messages. */
  name: string;
  /** Where the suites look for it. */
  path: string;
  /** Debian's package that installs it there. */
  aptPackage: string;
  /** The variable that points the suites at another binary. */
  pathVariable: string;
  /** Which suite needs it, in messages. */
  neededFor: string;
}

/** The browser tests never skip: the browser is installed here (root with apt), or the run fails saying how. */
export async function ensureAptBrowser(browser: AptBrowser): Promise<void> {
  if (fs.existsSync(browser.path)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log(
      `${browser.name} is missing at ${browser.path}; installing Debian's ${browser.aptPackage} with apt-get.`,
    );
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    if (
      (await run("apt-get", ["update"], env)) === 0 &&
      (await run("apt-get", ["install", "-y", browser.aptPackage], env)) === 0
    ) {
      if (fs.existsSync(browser.path)) return;
    }
  }
  console.error(
    `${browser.name} is required for ${browser.neededFor} and was not found at ${browser.path}.\n` +
      `Install it with: sudo apt-get update && sudo apt-get install -y ${browser.aptPackage}\n` +
      `or point ${browser.pathVariable} at a ${browser.name} binary.`,
  );
  process.exit(1);
}
