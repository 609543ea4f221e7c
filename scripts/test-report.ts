import fs from "node:fs";
import path from "node:path";
import type { FileTime } from "./vitest-file-times";

/** A stage of `.ci/run` or `npm test`, its wall time and how it ended. */
export interface Stage {
  label: string;
  seconds: number;
  outcome: "passed" | "failed";
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { file: string; tests: { results: { duration: number }[] }[] }[];
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** Each Playwright spec file's summed test time (its tests may have run on both workers). */
export function playwrightFileTimes(reportFile: string): FileTime[] {
  const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as { suites: PlaywrightSuite[] };
  const byFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  return [...byFile].map(([file, ms]) => ({
    file: path.join("tests/e2e", file),
    project: "chromium",
    seconds: ms / 1000,
  }));
}

/** The stage table and, per test runner, its ten slowest files: what `npm test` ends with. */
export function formatTestReport(stages: Stage[], runners: { name: string; files: FileTime[] }[]): string {
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  const lines = [
    "Stage times (wall clock)",
    table([
      ["stage", "time", "outcome"],
      ...stages.map((stage) => [stage.label, minutes(stage.seconds), stage.outcome]),
      ["total", minutes(total), ""],
    ]),
  ];
  for (const runner of runners) {
    if (runner.files.length === 0) continue;
    const slowest = [...runner.files].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
    lines.push("", `Slowest files: ${runner.name} (${runner.files.length} files)`);
    lines.push(table(slowest.map((entry) => [`${entry.seconds.toFixed(1)} s`, entry.project, entry.file])));
  }
  return lines.join("\n");
}

/** A report file's entries, or none when that runner did not get that far. */
export function readFileTimes(file: string, read: (file: string) => FileTime[]): FileTime[] {
  return fs.existsSync(file) ? read(file) : [];
}
