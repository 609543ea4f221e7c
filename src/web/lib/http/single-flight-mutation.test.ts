import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const webRoot = path.resolve(import.meta.dirname, "../..");

/** Raw mutations that may run again while one is in flight, and why. */
const allowedRawMutations = new Map([
  // Choosing another file cancels the upload under way and starts the new one.
  ["lib/http/use-upload-mutation.ts", "a new file replaces the upload under way"],
  // The recorder retries a lease itself; the server grants it idempotently.
  ["features/interviews/api/acquire-recording-lease.ts", "called by the recorder, not a button"],
  // A fire-and-forget report of a broken link; nothing a person clicks.
  ["features/content/api/report-not-found.ts", "not a user action"],
  ["lib/http/single-flight-mutation.ts", "the wrapper itself"],
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("state-changing requests from the web app", () => {
  it("go through useSingleFlightMutation, so a double click sends one request", () => {
    const raw = sourceFiles(webRoot)
      .filter((file) => /\buseMutation\s*[<(]/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(webRoot, file).split(path.sep).join("/"))
      .filter((file) => !allowedRawMutations.has(file));
    expect(raw).toEqual([]);
  });
});
