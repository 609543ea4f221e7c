import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startNodeScript, stopProcess, waitForOk } from "../../bench/processes";
import { startScriptedFakeAi } from "../e2e/scripted-fake-ai";

/**
 * Starts the built server for the Firefox suite, as `npm run serve` starts it (same Node flags),
 * in development mode (dev outbox) on its own port and an emptied data directory, with the
 * Chromium suite's fake OpenAI-compatible provider (tests/e2e/scripted-fake-ai.ts) so answers are
 * transcribed and followed up on; stops both after the run. Tests read the address with
 * inject("firefoxBaseUrl").
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync("dist/web/index.html")) throw new Error("The web app is not built: run `npm run build` first.");
  const port = Number(process.env.FIREFOX_E2E_PORT ?? 4311);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(".tmp/firefox-data");
  await fs.rm(dataDir, { recursive: true, force: true });
  // In this process, on a port the OS picks: nothing else needs to find it.
  const fakeAi = await startScriptedFakeAi(0);
  const server = await startNodeScript("src/server/main.ts", {
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: "warn",
    // Each sign-up says which client it comes from (x-forwarded-for), as in the Chromium suite.
    TRUST_PROXY: "true",
    // Interviews are transcribed, followed up on and evaluated through the real openai SDK (decision 0055).
    AI_BASE_URL: fakeAi.baseUrl,
    AI_API_KEY: "e2e",
  });
  const stop = async () => {
    await stopProcess(server);
    await fakeAi.close();
  };
  try {
    await waitForOk(`${baseUrl}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide("firefoxBaseUrl", baseUrl);
  return stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    firefoxBaseUrl: string;
  }
}
