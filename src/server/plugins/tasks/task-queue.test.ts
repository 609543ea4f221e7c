import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openPglite, openPostgres, type DatabaseHandle } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { AppServices } from "../../services";
import { createTestDatabase, createTestDatabaseInDir, testDrivers, type TestDriver } from "../../testing/test-database";
import { defineTask } from "./task-queue";

const recordTask = defineTask<{ marker: string }, AppServices>({
  name: "test.record",
  payload: z.object({ marker: z.string() }),
  async handler(payload, services) {
    await services.db.insert(auditLog).values({ action: "test.ran", targetType: "test", targetId: payload.marker });
  },
});

let flakyAttempts = 0;
const flakyTask = defineTask<{ marker: string }, AppServices>({
  name: "test.flaky",
  payload: z.object({ marker: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 1,
  async handler(payload, services) {
    flakyAttempts += 1;
    if (flakyAttempts === 1) throw new Error("transient failure");
    await services.db.insert(auditLog).values({ action: "test.ran", targetType: "test", targetId: payload.marker });
  },
});

/** A database that can be closed and opened again, as a server restart does. */
interface Reopenable {
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

async function reopenable(driver: TestDriver): Promise<Reopenable> {
  if (driver === "postgres") {
    const database = await createTestDatabase("postgres");
    if (database.kind !== "postgres") throw new Error("expected postgres");
    // Each open is a new pool on the same database, as a restarted server would have.
    return { open: async () => openPostgres(database.url, 4), dispose: () => database.close() };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-restart-"));
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

async function ranCount(db: DatabaseHandle, marker: string): Promise<number> {
  const [row] = await db.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, "test.ran"), eq(auditLog.targetId, marker)));
  return row?.n ?? 0;
}

async function taskState(db: DatabaseHandle, id: string): Promise<string | undefined> {
  // Both drivers answer execute() with a { rows } result.
  const result = (await db.db.execute(sql`select state from pgboss.job where id = ${id}`)) as unknown as {
    rows: { state: string }[];
  };
  return result.rows[0]?.state;
}

describe.each(testDrivers())("task queue on %s", (driver) => {
  let store: Reopenable;
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: os.tmpdir(), LOG_LEVEL: "silent" });
  const extraTasks = [recordTask, flakyTask];

  beforeAll(async () => {
    store = await reopenable(driver);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it("keeps a queued task across a restart and runs it exactly once", async () => {
    const firstDb = await store.open();
    const first = await buildApp({ config, database: firstDb, extraTasks, startWorker: false });
    const id = await first.services.tasks.enqueue(recordTask, { marker: "restart" });
    expect(id).toBeTruthy();
    await first.close();
    await firstDb.close();

    const secondDb = await store.open();
    const second = await buildApp({ config, database: secondDb, extraTasks });
    try {
      await expect.poll(() => taskState(secondDb, id!), { timeout: 15_000 }).toBe("completed");
      expect(await ranCount(secondDb, "restart")).toBe(1);
    } finally {
      await second.close();
      await secondDb.close();
    }
  });

  it("retries a failing task with backoff until it succeeds", async () => {
    flakyAttempts = 0;
    const db = await store.open();
    const app = await buildApp({ config, database: db, extraTasks });
    try {
      const id = await app.services.tasks.enqueue(flakyTask, { marker: "flaky" });
      await expect.poll(() => taskState(db, id!), { timeout: 20_000 }).toBe("completed");
      expect(flakyAttempts).toBe(2);
      expect(await ranCount(db, "flaky")).toBe(1);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("refuses to enqueue a payload that does not match the task's schema", async () => {
    const db = await store.open();
    const app = await buildApp({ config, database: db, extraTasks, startWorker: false });
    try {
      await expect(
        app.services.tasks.enqueue(recordTask, { marker: 42 } as unknown as { marker: string }),
      ).rejects.toThrow();
    } finally {
      await app.close();
      await db.close();
    }
  });
});
