import os from "node:os";
import { and, count, eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { AppServices } from "../../services";
import { reopenableDatabase, type ReopenableDatabase } from "../../testing/reopenable-database";
import { testDrivers } from "../../testing/test-database";
import { defineTask, TaskQueue } from "./task-queue";

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

/** Started by the test, held until it opens the gate, then queues its follow-up like a pipeline's last step. */
let releaseSlowTask: () => void = () => undefined;
let slowTaskStarted: () => void = () => undefined;
let slowTaskOutcome: Promise<string> = Promise.resolve("not run");
const slowTask = defineTask<{ marker: string }, AppServices>({
  name: "test.slow-then-follow-up",
  payload: z.object({ marker: z.string() }),
  async handler(payload, services) {
    const gate = new Promise<void>((open) => (releaseSlowTask = open));
    slowTaskStarted();
    await gate;
    try {
      await services.db.transaction((tx) => services.tasks.enqueue(recordTask, { marker: payload.marker }, { tx }));
      slowTaskOutcome = Promise.resolve("queued its follow-up");
    } catch (error) {
      slowTaskOutcome = Promise.resolve(`failed: ${(error as Error).message}`);
    }
  },
});

/** Two workers: each run waits until two runs are in at once, which one worker could never reach. */
let runningAtOnce = 0;
let mostAtOnce = 0;
const pairedTask = defineTask<{ marker: string }, AppServices>({
  name: "test.paired",
  payload: z.object({ marker: z.string() }),
  pollingIntervalSeconds: 0.5,
  concurrency: () => 2,
  async handler(payload, services) {
    runningAtOnce += 1;
    mostAtOnce = Math.max(mostAtOnce, runningAtOnce);
    const deadline = Date.now() + 10_000;
    while (mostAtOnce < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    runningAtOnce -= 1;
    await services.db.insert(auditLog).values({ action: "test.ran", targetType: "test", targetId: payload.marker });
  },
});

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

/** Task rows of any state for a marker (pg-boss keeps completed ones). */
async function taskCount(db: DatabaseHandle, marker: string): Promise<number> {
  const result = (await db.db.execute(
    sql`select count(*)::int as n from pgboss.job where data->>'marker' = ${marker}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe.each(testDrivers())("task queue on %s", (driver) => {
  let store: ReopenableDatabase;
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: os.tmpdir(), LOG_LEVEL: "silent" });
  const extraTasks = [recordTask, flakyTask, slowTask, pairedTask];

  beforeAll(async () => {
    store = await reopenableDatabase(driver, "onetake-restart-");
  });
  afterAll(async () => {
    await store.dispose();
  });

  it("keeps a task committed with its transaction across a crash before any worker ran, and runs it once", async () => {
    const firstDb = await store.open();
    const first = await buildApp({ config, database: firstDb, extraTasks, startWorker: false });
    const id = await firstDb.db.transaction(async (tx) => {
      await tx.insert(auditLog).values({ action: "test.change", targetType: "test", targetId: "restart" });
      return first.services.tasks.enqueue(recordTask, { marker: "restart" }, { tx });
    });
    expect(id).toBeTruthy();
    expect(await taskState(firstDb, id!)).toBe("created");
    // The "crash": this process goes away without its worker ever running.
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

  it("enqueues inside the caller's transaction: a rollback leaves no task and runs nothing", async () => {
    const db = await store.open();
    const app = await buildApp({ config, database: db, extraTasks });
    try {
      let enqueued: string | null = null;
      await expect(
        db.db.transaction(async (tx) => {
          await tx.insert(auditLog).values({ action: "test.change", targetType: "test", targetId: "rolled-back" });
          enqueued = await app.services.tasks.enqueue(recordTask, { marker: "rolled-back" }, { tx });
          throw new Error("undo the change");
        }),
      ).rejects.toThrow("undo the change");
      expect(enqueued).toBeTruthy();
      expect(await taskState(db, enqueued!)).toBeUndefined();
      expect(await taskCount(db, "rolled-back")).toBe(0);

      // The same worker runs a task whose transaction committed: so the one above never will.
      const committed = await db.db.transaction((tx) =>
        app.services.tasks.enqueue(recordTask, { marker: "committed" }, { tx }),
      );
      await expect.poll(() => taskState(db, committed!), { timeout: 15_000 }).toBe("completed");
      expect(await ranCount(db, "committed")).toBe(1);
      expect(await ranCount(db, "rolled-back")).toBe(0);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("retries a failing task with backoff until it succeeds", async () => {
    flakyAttempts = 0;
    const db = await store.open();
    const app = await buildApp({ config, database: db, extraTasks });
    try {
      const id = await app.services.tasks.enqueue(flakyTask, { marker: "flaky" }, { tx: db.db });
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
        app.services.tasks.enqueue(recordTask, { marker: 42 } as unknown as { marker: string }, { tx: db.db }),
      ).rejects.toThrow();
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("runs as many of a task at once as its definition asks for", async () => {
    const db = await store.open();
    const app = await buildApp({ config, database: db, extraTasks });
    try {
      await app.services.tasks.enqueueMany(
        pairedTask,
        ["paired-1", "paired-2"].map((marker) => ({ payload: { marker } })),
        { tx: db.db },
      );
      await expect
        .poll(() => Promise.all(["paired-1", "paired-2"].map((marker) => ranCount(db, marker))), { timeout: 15_000 })
        .toEqual([1, 1]);
      expect(mostAtOnce).toBe(2);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("wakes an idle worker on another server the moment a task commits, long before its next poll", async () => {
    const db = await store.open();
    const log = Fastify({ logger: false }).log;
    // Two "servers" on one database: one only enqueues, the other works and polls once a minute.
    const sender = new TaskQueue<AppServices>({ handle: db, tasks: [recordTask], log });
    const worker = new TaskQueue<AppServices>({ handle: db, tasks: [recordTask], log, pollingIntervalSeconds: 60 });
    try {
      await sender.start();
      await worker.start();
      await worker.work({ db: db.db } as AppServices);
      // Let the worker's first fetch come back empty, so only a notification can wake it now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await db.db.transaction((tx) => sender.enqueue(recordTask, { marker: "notified" }, { tx }));
      await expect.poll(() => ranCount(db, "notified"), { timeout: 10_000, interval: 50 }).toBe(1);
    } finally {
      await worker.stop();
      await sender.stop();
      await db.close();
    }
  });

  it("enqueues many in one statement inside the caller's transaction, and runs each", async () => {
    const db = await store.open();
    const app = await buildApp({ config, database: db, extraTasks });
    try {
      const batch = (markers: string[]) => markers.map((marker) => ({ payload: { marker } }));
      await expect(
        db.db.transaction(async (tx) => {
          await app.services.tasks.enqueueMany(recordTask, batch(["many-undone"]), { tx });
          throw new Error("undo");
        }),
      ).rejects.toThrow("undo");
      await app.services.tasks.enqueueMany(recordTask, batch(["many-1", "many-2", "many-3"]), { tx: db.db });
      await expect
        .poll(() => Promise.all(["many-1", "many-2", "many-3"].map((marker) => ranCount(db, marker))), {
          timeout: 15_000,
        })
        .toEqual([1, 1, 1]);
      expect(await taskCount(db, "many-undone")).toBe(0);
      await expect(
        app.services.tasks.enqueueMany(recordTask, [{ payload: { marker: 7 } as unknown as { marker: string } }], {
          tx: db.db,
        }),
      ).rejects.toThrow();
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("lets a task that is running when the server stops finish, including the task it queues", async () => {
    const db = await store.open();
    const app = await buildApp({ config, database: db, extraTasks });
    let closed = false;
    try {
      const started = new Promise<void>((resolve) => (slowTaskStarted = resolve));
      await app.services.tasks.enqueue(slowTask, { marker: "during-stop" }, { tx: db.db });
      await started;
      const closing = app.close().then(() => (closed = true));
      // The stop waits for the running handler; the handler then queues its follow-up.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(false);
      releaseSlowTask();
      await closing;
      expect(await slowTaskOutcome).toBe("queued its follow-up");
      expect(await taskCount(db, "during-stop")).toBe(2);
    } finally {
      if (!closed) await app.close();
      await db.close();
    }
  });
});
