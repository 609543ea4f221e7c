import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium";
import { ensureFirefox } from "./ensure-firefox";
import { mustRun } from "./run-step";

// `npm test`: static checks, unit + integration on PGlite, the same integration suite on real
// PostgreSQL when TEST_DATABASE_URL is set, the PGlite pass again on a second Node when
// ALSO_TEST_ON_NODE names one (CI: the machine's own Node beside Node 24, decision 0040), then
// the browser suites against the built server: Chromium (Playwright), then Firefox ESR.

const reports = path.resolve(".tmp/reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const npx = "npx";

await mustRun("typecheck", npx, ["tsc", "--noEmit", "-p", "."]);
await mustRun("lint", npx, ["eslint", ".", "--max-warnings=0"]);
await mustRun("format", npx, ["prettier", "--check", "."]);
await mustRun("migrations match the schema", "node", ["--import", "tsx", "scripts/check-migrations.ts"]);

await mustRun(
  "unit and integration tests (PGlite)",
  npx,
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/unit.json`],
  { TEST_DRIVERS: "pglite" },
);

if (process.env.TEST_DATABASE_URL) {
  const dbFiles = execFileSync("git", ["grep", "-l", "testDrivers()", "--", "src/**/*.test.ts"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  await mustRun(
    "integration tests (PostgreSQL)",
    npx,
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reports}/postgres.json`,
      ...dbFiles,
    ],
    { TEST_DRIVERS: "postgres" },
  );
} else {
  console.log("\n• TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped (.ci/run sets it).");
}

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
    console.log(`\n• ALSO_TEST_ON_NODE is ${version}, the Node this run uses: no second pass.`);
  } else {
    // The second Node runs vitest itself, its workers and whatever the tests start ("node" first on PATH).
    await mustRun(
      `unit and integration tests (PGlite) on Node ${version}`,
      otherNode,
      [
        "node_modules/vitest/vitest.mjs",
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${reports}/unit-other-node.json`,
      ],
      { TEST_DRIVERS: "pglite", PATH: `${path.dirname(otherNode)}${path.delimiter}${process.env.PATH ?? ""}` },
    );
  }
}

await mustRun("build", "npm", ["run", "build"]);
await ensureChromium();
fs.rmSync(".tmp/e2e-data", { recursive: true, force: true });
await mustRun("end-to-end tests (Chromium)", npx, ["playwright", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`,
});
await ensureFirefox();
await mustRun("end-to-end tests (Firefox ESR)", npx, [
  "vitest",
  "run",
  "--config",
  "tests/firefox/vitest.config.ts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reports}/firefox.json`,
]);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
}
let passed = 0;
let failed = 0;
for (const name of ["unit.json", "postgres.json", "unit-other-node.json", "firefox.json"]) {
  const file = path.join(reports, name);
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
const e2e = JSON.parse(fs.readFileSync(path.join(reports, "e2e.json"), "utf8")) as PlaywrightReport;
passed += e2e.stats.expected;
failed += e2e.stats.unexpected + e2e.stats.flaky;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
