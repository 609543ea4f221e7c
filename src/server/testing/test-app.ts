import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppOptions } from "../app";
import { loadConfig, type Config } from "../config";
import type { DatabaseHandle } from "../db/client";
import { createTestDatabase, type TestDriver } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, "config" | "database">> {
  driver?: TestDriver;
  env?: Record<string, string>;
}

/**
 * The offline transcriber is off in test apps unless a test asks for it: every finished
 * recording is evaluated in the background, and pocketsphinx would spend seconds of CPU on each
 * in tests about something else. `TEST_APP_WITH_TRANSCRIBER` turns it back on.
 */
const NO_TRANSCRIBER = { POCKETSPHINX_PATH: "/nonexistent/pocketsphinx_continuous" };
export const TEST_APP_WITH_TRANSCRIBER = { POCKETSPHINX_PATH: "" };

/**
 * Production runs behind a load balancer with TRUST_PROXY set, where reading the client's
 * address behaves differently (decision 0072). The integration suite runs both ways at no extra cost:
 * on PGlite without it, on PostgreSQL with it. A test that needs one sets it itself.
 */
const TRUST_PROXY_BY_DRIVER: Record<TestDriver, string> = { pglite: "false", postgres: "true" };

/** A test app's configuration: its driver's proxy setting, no transcriber, then what the test sets. */
function testConfig(driver: TestDriver, dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    TRUST_PROXY: TRUST_PROXY_BY_DRIVER[driver],
    ...NO_TRANSCRIBER,
    ...env,
  });
}

/** A full app on a fresh migrated database and a temporary data directory. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { driver = "pglite", ...appOptions } = options;
  return testAppOn(await createTestDatabase(driver), driver, appOptions);
}

/**
 * An app on `database` (which it closes) with a temporary data directory of its own; everything
 * is closed and removed again when building the app fails.
 */
export async function testAppOn(
  database: DatabaseHandle,
  driver: TestDriver,
  options: Omit<TestAppOptions, "driver"> = {},
): Promise<TestApp> {
  const { env = {}, ...buildOptions } = options;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-app-"));
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  try {
    const config = testConfig(driver, dataDir, env);
    const app = await buildApp({ config, database, ...buildOptions });
    return {
      app,
      config,
      database,
      dataDir,
      close: async () => {
        await app.close();
        await database.close();
        await removeDataDir();
      },
    };
  } catch (error) {
    await database.close();
    await removeDataDir();
    throw error;
  }
}
