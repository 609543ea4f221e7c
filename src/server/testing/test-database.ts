import fs from "node:fs/promises";
import { inject } from "vitest";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client";
import { cloneTemplateDatabase } from "./postgres-template";

export type TestDriver = "pglite" | "postgres";

/** The drivers this run covers: PGlite always, real PostgreSQL when TEST_DATABASE_URL is set. */
export function testDrivers(): TestDriver[] {
  const available: TestDriver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const chosen = process.env.TEST_DRIVERS?.split(",").map((name) => name.trim());
  return chosen ? available.filter((driver) => chosen.includes(driver)) : available;
}

/** A fresh, migrated database for one test file (or one test). Close it when done. */
export async function createTestDatabase(driver: TestDriver = "pglite"): Promise<DatabaseHandle> {
  if (driver === "postgres") {
    const base = process.env.TEST_DATABASE_URL;
    const template = inject("postgresTemplate");
    if (!base || !template) throw new Error("TEST_DATABASE_URL is not set");
    const clone = await cloneTemplateDatabase(base, template);
    // A posting's recompute holds two connections (decision 0062); a test that stops one midway
    // holds a few more beside it, and still polls the database.
    const handle = openPostgres(clone.url, 6);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await clone.drop();
      },
    };
  }
  return openPglite({ loadDataDir: await pgliteTemplate() });
}

/** The migrated template the database project's global set-up made; other projects have none. */
async function pgliteTemplate(): Promise<Blob> {
  const file = inject("pgliteTemplate") as string | undefined;
  if (!file) {
    throw new Error("This test file uses a database: name it *.db.test.ts so it runs in the database project.");
  }
  return new Blob([await fs.readFile(file)]);
}

/**
 * A migrated PGlite database in a directory on disk, for tests that close and reopen it (a
 * restart). Copying the template is much faster than creating a new data directory.
 */
export async function createTestDatabaseInDir(dir: string): Promise<DatabaseHandle> {
  return openPglite({ dir, loadDataDir: await pgliteTemplate() });
}
