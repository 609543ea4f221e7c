import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium";
import { ensureFirefox } from "./ensure-firefox";
import { run } from "./run-step";
import { formatTestReport, playwrightFileTimes, readFileTimes, type Stage } from "./test-report";
import type { FileTime } from "./vitest-file-times";

// `npm test` (decision 0065): the static checks side by side; the build; every Vitest test once
// (pure tests, and the database tests on PGlite and, when TEST_DATABASE_URL is set, on real
// PostgreSQL); the fresh-machine smoke on this Node and on ALSO_TEST_ON_NODE (CI: the machine's
// own Node 20, decision 0040); then the browser suites against the built server: Chromium
// (Playwright), then Firefox ESR. It ends with each stage's wall time and each runner's slowest files.

const reports = path.resolve(".tmp/reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
/** The set-up stages .ci/run timed before it ran `npm test` ("label=seconds;..."). */
const stages: Stage[] = (process.env.CI_STAGE_TIMES ?? "")
  .split(";")
  .filter(Boolean)
  .map((entry) => {
    const at = entry.lastIndexOf("=");
    return { label: entry.slice(0, at), seconds: Number(entry.slice(at + 1)), outcome: "passed" as const };
  });

function report(): void {
  const vitestTimes = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as FileTime[];
  console.log(
    `\n${formatTestReport(stages, [
      { name: "Vitest", files: readFileTimes(`${reports}/vitest-files.json`, vitestTimes) },
      { name: "Playwright (Chromium)", files: readFileTimes(`${reports}/e2e.json`, playwrightFileTimes) },
      { name: "Firefox ESR", files: readFileTimes(`${reports}/firefox-files.json`, vitestTimes) },
    ])}`,
  );
}

async function stage(label: string, work: () => Promise<boolean>): Promise<void> {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const passed = await work();
  stages.push({ label, seconds: (performance.now() - started) / 1000, outcome: passed ? "passed" : "failed" });
  if (!passed) {
    console.error(`✖ ${label} failed`);
    report();
    process.exit(1);
  }
}

const runs = (command: string, args: string[], env?: Record<string, string | undefined>) => async () =>
  (await run(command, args, env)) === 0;

/** Runs commands side by side, each one's output printed whole when it ends; true if all passed. */
type SideBySideCommand = { label: string; command: string; args: string[]; env?: Record<string, string | undefined> };

function sideBySide(commands: SideBySideCommand[]) {
  return async () => {
    const results = await Promise.all(
      commands.map(
        ({ label, command, args, env }) =>
          new Promise<boolean>((resolve, reject) => {
            const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
            let output = "";
            child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
            child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
            child.on("error", reject);
            child.on("exit", (code) => {
              console.log(`${code === 0 ? "✓" : "✖"} ${label}${output.trim() ? `\n${output.trimEnd()}` : ""}`);
              resolve(code === 0);
            });
          }),
      ),
    );
    return results.every(Boolean);
  };
}

const npx = "npx";
const vitestReporters = (name: string) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reports}/${name}.json`,
  "--reporter=./scripts/vitest-file-times.ts",
];

await stage(
  "static checks: typecheck, lint, format, migrations, unused code",
  sideBySide([
    { label: "typecheck", command: npx, args: ["tsc", "--noEmit", "-p", "."] },
    { label: "lint", command: npx, args: ["eslint", ".", "--max-warnings=0"] },
    { label: "format", command: npx, args: ["prettier", "--check", "."] },
    {
      label: "migrations match the schema",
      command: "node",
      args: ["--import", "tsx", "scripts/check-migrations.ts"],
    },
    { label: "unused files, exports and dependencies (knip)", command: npx, args: ["knip", "--no-progress"] },
  ]),
);

await stage("build", runs("npm", ["run", "build"]));

await stage(
  process.env.TEST_DATABASE_URL
    ? "Vitest: pure tests, database tests on PGlite and PostgreSQL"
    : "Vitest: pure tests, database tests on PGlite",
  runs(npx, ["vitest", "run", ...vitestReporters("vitest")], { VITEST_FILE_TIMES: `${reports}/vitest-files.json` }),
);
if (!process.env.TEST_DATABASE_URL) {
  console.log("\n• TEST_DATABASE_URL is not set: the database tests ran on PGlite only (.ci/run sets it).");
}

// The smoke starts its own server on a free port and an empty temporary data directory, so the
// two Nodes' runs go side by side.
const smokeArgs = ["run", "--config", "tests/smoke/vitest.config.ts"];
const smokes: SideBySideCommand[] = [
  { label: `fresh-machine smoke on Node ${process.version}`, command: npx, args: ["vitest", ...smokeArgs] },
];
const otherNode = process.env.ALSO_TEST_ON_NODE;
if (otherNode) {
  let version: string;
  try {
    version = execFileSync(otherNode, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    console.error(`✖ ALSO_TEST_ON_NODE=${otherNode} is not a Node binary that runs.`);
    process.exit(1);
  }
  if (version === process.version) {
    console.log(`\n• ALSO_TEST_ON_NODE is ${version}, the Node this run uses: no second smoke.`);
  } else {
    // That Node runs vitest itself and the server it starts ("node" first on PATH).
    smokes.push({
      label: `fresh-machine smoke on Node ${version}`,
      command: otherNode,
      args: ["node_modules/vitest/vitest.mjs", ...smokeArgs],
      env: { PATH: `${path.dirname(otherNode)}${path.delimiter}${process.env.PATH ?? ""}` },
    });
  }
}
await stage(smokes.map((smoke) => smoke.label).join(", "), sideBySide(smokes));

await ensureChromium();
fs.rmSync(".tmp/e2e-data", { recursive: true, force: true });
await stage(
  "end-to-end tests (Chromium)",
  runs(npx, ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` }),
);
await ensureFirefox();
await stage(
  "end-to-end tests (Firefox ESR)",
  runs(npx, ["vitest", "run", "--config", "tests/firefox/vitest.config.ts", ...vitestReporters("firefox")], {
    VITEST_FILE_TIMES: `${reports}/firefox-files.json`,
  }),
);

report();
