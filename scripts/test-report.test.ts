import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatTestReport, playwrightFileTimes } from "./test-report";

describe("the report npm test ends with", () => {
  it("lists every stage with its wall time and the total", () => {
    const report = formatTestReport(
      [
        { label: "CI: npm ci", seconds: 41.4, outcome: "passed" },
        { label: "Vitest", seconds: 302, outcome: "passed" },
        { label: "end-to-end tests (Chromium)", seconds: 61, outcome: "failed" },
      ],
      [],
    );
    expect(report.split("\n")).toEqual([
      "Stage times (wall clock)",
      "stage                        time  outcome",
      "CI: npm ci                   0:41  passed",
      "Vitest                       5:02  passed",
      "end-to-end tests (Chromium)  1:01  failed",
      "total                        6:44",
    ]);
  });

  it("names each runner's ten slowest files, slowest first, and leaves out a runner that did not run", () => {
    const files = Array.from({ length: 12 }, (_, index) => ({
      file: `src/f${index}.test.ts`,
      project: "pure",
      seconds: index,
    }));
    const report = formatTestReport(
      [],
      [
        { name: "Vitest", files },
        { name: "Firefox ESR", files: [] },
      ],
    );
    const lines = report.split("\n");
    const heading = lines.indexOf("Slowest files: Vitest (12 files)");
    expect(lines.slice(heading + 1).map((line) => line.split(/\s{2,}/))).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => [`${n}.0 s`, "pure", `src/f${n}.test.ts`]),
    );
    expect(report).not.toContain("Firefox");
  });

  it("sums a Playwright spec file's test results, retries included, across nested suites", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-report-"));
    const file = path.join(dir, "e2e.json");
    const spec = (name: string, ...durations: number[]) => ({
      file: name,
      tests: [{ results: durations.map((duration) => ({ duration })) }],
    });
    fs.writeFileSync(
      file,
      JSON.stringify({
        suites: [
          { file: "a.spec.ts", specs: [spec("a.spec.ts", 1000)], suites: [{ specs: [spec("a.spec.ts", 500, 250)] }] },
          { file: "b.spec.ts", specs: [spec("b.spec.ts", 3000)] },
        ],
      }),
    );
    expect(playwrightFileTimes(file)).toEqual([
      { file: "tests/e2e/a.spec.ts", project: "chromium", seconds: 1.75 },
      { file: "tests/e2e/b.spec.ts", project: "chromium", seconds: 3 },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
