import { fromPglite, PgBoss, type ConstructorOptions } from "pg-boss";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { DatabaseHandle, DbOrTx } from "../../db/client";
import { transactionExecutor } from "./transaction-executor";

/**
 * A background task ("task", never "job": jobs are postings). Payloads are validated on
 * enqueue and again when the worker picks them up, so a task never runs on a bad payload.
 * A task is enqueued in the transaction of the change it follows (decision 0011).
 */
export interface TaskDefinition<Payload, Context> {
  name: string;
  payload: z.ZodType<Payload>;
  /** Attempts after the first; retried with exponential backoff. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * For long work: the worker proves it is alive this often, and a task whose worker stopped
   * (a crash, a kill -9) is handed to another within about this long plus the supervision pass,
   * instead of after pg-boss's 15-minute expiry (decision 0072). At least 10.
   */
  heartbeatSeconds?: number;
  /** How often an idle worker looks for work; the queue's default unless someone is waiting on this task. */
  pollingIntervalSeconds?: number;
  /** Workers of this task in one process (one unless said). */
  concurrency?(context: Context): number;
  handler(payload: Payload, context: Context): Promise<void>;
}

/** How often pg-boss looks for tasks whose worker stopped sending heartbeats. */
const SUPERVISE_SECONDS = 20;

/** A well-formed id no task has: looking it up only fills pg-boss's queue cache. */
const NO_TASK_ID = "00000000-0000-0000-0000-000000000000";

export function defineTask<Payload, Context>(
  definition: TaskDefinition<Payload, Context>,
): TaskDefinition<Payload, Context> {
  return definition;
}

/**
 * A scheduled sweep: no payload, the whole job in `sweep`, retried twice. The cron schedules in
 * app.ts run it; some also run as the server starts.
 */
export function defineSweepTask<Context>(
  name: string,
  sweep: (context: Context) => Promise<unknown>,
): TaskDefinition<Record<string, never>, Context> {
  return defineTask<Record<string, never>, Context>({
    name,
    payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
    retryLimit: 2,
    async handler(_payload, context) {
      await sweep(context);
    },
  });
}

// Each definition is checked at its own defineTask call; the registry only needs the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTask<Context> = TaskDefinition<any, Context>;

function bossOptions(handle: DatabaseHandle): ConstructorOptions {
  return handle.kind === "pglite"
    ? { db: fromPglite(handle.lite), backend: "pglite" }
    : { connectionString: handle.url, max: 4 };
}

/** Creates pg-boss's schema once, ahead of time (tests do this in their template database). */
export async function installTaskSchema(handle: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(handle), supervise: false, schedule: false });
  boss.on("error", () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: handle.kind !== "pglite" });
}

export interface TaskQueueOptions<Context> {
  handle: DatabaseHandle;
  tasks: AnyTask<Context>[];
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
  /**
   * Below 1 (tests only, RECOVERY_TIME_SCALE), a stopped worker's tasks are handed on sooner: the
   * supervision pass, retry delays and heartbeats are multiplied by it, a heartbeat staying at
   * least pg-boss's 10 s and the rest at least 1 s (decision 0072).
   */
  timeScale?: number;
}

/** Seconds multiplied by the queue's time scale, not below `floor`. */
function scaled(seconds: number, scale: number, floor: number): number {
  return Math.max(floor, Math.round(seconds * scale));
}

export class TaskQueue<Context> {
  private readonly boss: PgBoss;
  private readonly tasks = new Map<string, AnyTask<Context>>();
  private started = false;

  constructor(private readonly options: TaskQueueOptions<Context>) {
    // A task committed on any server wakes every server's idle workers at once (LISTEN/NOTIFY);
    // polling stays as the floor for delayed tasks, retries, and a listener that dropped.
    this.boss = new PgBoss({
      ...bossOptions(options.handle),
      useListenNotify: true,
      // How soon a task whose heartbeat stopped is retried elsewhere: every 20 s, not every minute.
      superviseIntervalSeconds: scaled(SUPERVISE_SECONDS, options.timeScale ?? 1, 1),
      monitorIntervalSeconds: scaled(SUPERVISE_SECONDS, options.timeScale ?? 1, 1),
    });
    this.boss.on("error", (error) => options.log.error({ err: error }, "task queue error"));
    for (const task of options.tasks) this.tasks.set(task.name, task);
  }

  async start(): Promise<void> {
    await this.boss.start();
    const scale = this.options.timeScale ?? 1;
    for (const task of this.tasks.values()) {
      const queue = {
        retryLimit: task.retryLimit ?? 5,
        retryDelay: scaled(task.retryDelaySeconds ?? 5, scale, 1),
        retryBackoff: true,
        ...(task.heartbeatSeconds ? { heartbeatSeconds: scaled(task.heartbeatSeconds, scale, 10) } : {}),
      };
      await this.boss.createQueue(task.name, { ...queue, notify: true });
      // A queue made by an earlier version keeps its options otherwise: bring it up to date.
      await this.boss.updateQueue(task.name, queue);
      // createQueue empties pg-boss's cache entry for the queue, and the next send() would refill
      // it on pg-boss's own connection. On PGlite (one connection) that read would wait for the
      // caller's open transaction, which waits for the send: refill it now, outside any.
      await this.boss.getJobById(task.name, NO_TASK_ID);
    }
    this.started = true;
  }

  /** Starts each task's workers in this process: one, or as many as its definition asks for. */
  async work(context: Context): Promise<void> {
    for (const task of this.tasks.values()) {
      const pollingIntervalSeconds = Math.min(
        task.pollingIntervalSeconds ?? Number.POSITIVE_INFINITY,
        this.options.pollingIntervalSeconds ?? 1,
      );
      await this.boss.work<unknown>(
        task.name,
        {
          pollingIntervalSeconds,
          // Delayed tasks (an undo window, a retry's backoff) send no notification when they fall
          // due, so the poll while notifications work is the same as without them.
          notifyPollingIntervalSeconds: pollingIntervalSeconds,
          localConcurrency: task.concurrency?.(context) ?? 1,
          batchSize: 1,
        },
        async (jobs) => {
          for (const job of jobs) {
            const payload = task.payload.parse(job.data);
            this.options.log.debug({ task: task.name, taskId: job.id }, "task started");
            await task.handler(payload, context);
          }
        },
      );
    }
  }

  /** Runs a task on a cron schedule; pg-boss makes sure one process enqueues each run. */
  async schedule<Payload>(task: TaskDefinition<Payload, Context>, cron: string, payload: Payload): Promise<void> {
    if (!this.tasks.has(task.name)) throw new Error(`Task ${task.name} is not registered`);
    await this.boss.schedule(task.name, cron, task.payload.parse(payload) as object);
  }

  /**
   * Writes the task's row through `tx`: inside a transaction it commits or rolls back with the
   * caller's change, so a task is never lost after a commit nor run for a change that was undone.
   * Pass the database itself only where no transaction of ours exists (better-auth's mails).
   * `singletonKey` does not stop a second task with the same key: our queues use pg-boss's
   * standard policy, which keeps it only as a label. Every handler is idempotent instead.
   */
  async enqueue<Payload>(
    task: TaskDefinition<Payload, Context>,
    payload: Payload,
    options: { tx: DbOrTx; singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null> {
    if (!this.tasks.has(task.name)) throw new Error(`Task ${task.name} is not registered`);
    if (!this.started) throw new Error(`Task queue is not started; cannot enqueue ${task.name}`);
    const data = task.payload.parse(payload) as object;
    return this.boss.send(task.name, data, {
      db: transactionExecutor(options.tx),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  /** Many tasks of one kind in one statement, written through `tx` as enqueue does. */
  async enqueueMany<Payload>(
    task: TaskDefinition<Payload, Context>,
    items: readonly { payload: Payload; singletonKey?: string }[],
    options: { tx: DbOrTx },
  ): Promise<void> {
    if (!this.tasks.has(task.name)) throw new Error(`Task ${task.name} is not registered`);
    if (!this.started) throw new Error(`Task queue is not started; cannot enqueue ${task.name}`);
    if (items.length === 0) return;
    const jobs = items.map(({ payload, singletonKey }) => ({
      data: task.payload.parse(payload) as object,
      ...(singletonKey ? { singletonKey } : {}),
    }));
    await this.boss.insert(task.name, jobs, { db: transactionExecutor(options.tx) });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    // Waits for running handlers; PGlite's connection belongs to the app, so pg-boss must not close it.
    // Enqueueing stays open until then: a handler's last step often queues the next task, and
    // refusing it would fail work that was about to succeed.
    try {
      await this.boss.stop({ graceful: true, timeout: 10_000, close: this.options.handle.kind !== "pglite" });
    } finally {
      this.started = false;
    }
  }
}
