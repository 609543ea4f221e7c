import fs from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another OneTake process is already using the data directory ${dataDir}. ` +
        "Stop it first (or point DATA_DIR somewhere else). If no process is running, a crashed one " +
        "left the lock behind; it expires within 10 seconds.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * PGlite has no lock of its own and a second process would corrupt its directory, so the
 * server (and every CLI command that opens the database) holds this one for its lifetime.
 */
export async function acquireDataDirLock(dataDir: string, onCompromised?: (error: Error) => void) {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, "onetake.lock"),
      stale: 10_000,
      update: 2_000,
      retries: 0,
      realpath: false,
      ...(onCompromised ? { onCompromised } : {}),
    });
    return release;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}
