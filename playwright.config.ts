import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(".tmp/e2e-data");
/** The fake OpenAI-compatible server the app's AI provider talks to in this suite (tests/e2e/fake-ai-server.ts). */
const fakeAiPort = port + 1;
/**
 * The specs that record in the browser, from fake devices fed real media
 * (tests/e2e/fixtures/interview-runner.ts).
 * They wait on the page's own question timers while Chromium encodes video, so they run one at a
 * time beside two workers of the other specs (decision 0081).
 */
const recorderSpecs =
  /\/(interview-recording|interview-follow-ups|ai-feedback-candidate|ai-feedback-review|enterprise-hiring-flow)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  // Two workers for the specs that mostly wait on the server and the page, one for the recorder
  // specs (decision 0081).
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: ".tmp/reports/e2e.json" }]] : [["list"]],
  use: {
    baseURL,
    // Traces keep the DOM snapshots of every step, without the screencast frames (decision 0081).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  projects: [
    // First, so its long specs start at once instead of after the others.
    {
      name: "chromium-recorder",
      testMatch: recorderSpecs,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    { name: "chromium", testIgnore: recorderSpecs, use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: [
    {
      command: `node --import tsx tests/e2e/fake-ai-server.ts ${fakeAiPort}`,
      port: fakeAiPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // The built server, on a data directory of its own that scripts/e2e.ts empties first.
      command: "node --import tsx src/server/main.ts",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: "warn",
        // Tests act as distinct clients by sending their own x-forwarded-for (see tests/e2e/fixtures),
        // so per-IP rate limits behave as they would for real visitors instead of one shared bucket.
        TRUST_PROXY: "true",
        // A hiring decision reaches the candidate after this undo window (decision 0048); short for tests.
        DECISION_UNDO_SECONDS: "5",
        // Interviews are evaluated through the real openai SDK against the fake server (decision 0050).
        AI_BASE_URL: `http://127.0.0.1:${fakeAiPort}/v1`,
        AI_API_KEY: "e2e",
        // The AI interviewer's follow-ups are read aloud by the fake's speech endpoint (an MP3 tone).
        AI_SPEECH_MODEL: "tts-1",
      },
    },
  ],
});
