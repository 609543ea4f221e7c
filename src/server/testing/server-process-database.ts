import path from "node:path";
import type { Db } from "../db/client";
import { createTestDatabase, createTestDatabaseInDir, type TestDriver } from "./test-database";

export interface ServerProcessDatabase {
  /** What points a server process at this database: DATABASE_URL, or nothing (PGlite lives in DATA_DIR). */
  env: Record<string, string>;
  /** The database, for reading what the servers did; PGlite's is closed before any server opens it. */
  db: Db | undefined;
  /** Closes the handle and drops the database (PGlite's goes with the data directory). */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for server processes, with `seed` written to it before any server
 * starts: a PostgreSQL database cloned from the run's template (dropped on close), or PGlite in
 * `<dataDir>/db`, where a server started with that DATA_DIR finds it, and closed first, since a
 * PGlite directory has one user at a time.
 */
export async function serverProcessDatabase<T>(
  driver: TestDriver,
  dataDir: string,
  seed: (db: Db) => Promise<T>,
): Promise<ServerProcessDatabase & { seeded: T }> {
  if (driver === "postgres") {
    const handle = await createTestDatabase("postgres");
    if (handle.kind !== "postgres") throw new Error("expected PostgreSQL");
    const seeded = await seed(handle.db).catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    return { env: { DATABASE_URL: handle.url }, db: handle.db, close: () => handle.close(), seeded };
  }
  const handle = await createTestDatabaseInDir(path.join(dataDir, "db"));
  try {
    return { env: {}, db: undefined, close: async () => undefined, seeded: await seed(handle.db) };
  } finally {
    await handle.close();
  }
}
