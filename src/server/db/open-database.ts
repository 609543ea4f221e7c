import type { Config } from "../config";
import { openPglite, openPostgres, type DatabaseHandle } from "./client";
import { acquireDataDirLock } from "./data-dir-lock";

export interface OpenedDatabase {
  database: DatabaseHandle;
  /** Closes the database, then releases the data-directory lock. */
  close(): Promise<void>;
}

/** Opens the configured database (taking the data-directory lock for PGlite) and applies migrations. */
export async function openConfiguredDatabase(
  config: Config,
  onLockLost?: (error: Error) => void,
): Promise<OpenedDatabase> {
  if (config.database.kind === "postgres") {
    const database = openPostgres(config.database.url);
    await database.migrate();
    return { database, close: () => database.close() };
  }
  const release = await acquireDataDirLock(config.dataDir, onLockLost);
  try {
    const database = await openPglite({ dir: config.database.dir });
    await database.migrate();
    return {
      database,
      close: async () => {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
