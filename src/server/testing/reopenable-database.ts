import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client";
import { createTestDatabase, createTestDatabaseInDir, type TestDriver } from "./test-database";

/** A database that outlives the app on it and can be opened again, as a server's does across a restart or crash. */
export interface ReopenableDatabase {
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export async function reopenableDatabase(driver: TestDriver, dirPrefix: string): Promise<ReopenableDatabase> {
  if (driver === "postgres") {
    const database = await createTestDatabase("postgres");
    if (database.kind !== "postgres") throw new Error("expected postgres");
    // Each open is a new pool on the same database, as a restarted server would have.
    return { open: async () => openPostgres(database.url, 4), dispose: () => database.close() };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), dirPrefix));
  let initialised = false;
  return {
    open: async () => {
      if (initialised) return openPglite({ dir });
      initialised = true;
      return createTestDatabaseInDir(dir);
    },
    dispose: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
