import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../app";
import { openPostgres, type DatabaseHandle } from "../db/client";
import { testConfig, type TestApp, type TestAppOptions } from "./test-app";

/**
 * A second app server on the first's database, with a data directory of its own, as a deployment
 * of several servers has (decision 0074). On PostgreSQL it has its own pool; PGlite is one
 * process's, so there the two apps share its handle, which the first app closes.
 */
export async function appOnSameDatabase(
  first: TestApp,
  options: Omit<TestAppOptions, "driver"> = {},
): Promise<TestApp> {
  const { env = {}, ...buildOptions } = options;
  const driver = first.database.kind;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-app-"));
  const database: DatabaseHandle =
    first.database.kind === "postgres"
      ? openPostgres(first.database.url, 4)
      : { ...first.database, close: () => Promise.resolve() };
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
