import os from "node:os";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app";
import { loadConfig } from "../../../config";
import { reopenableDatabase, type ReopenableDatabase } from "../../../testing/reopenable-database";
import { testDrivers } from "../../../testing/test-database";
import { evaluateInterviewTask } from "./evaluate-interview-task";

/*
 * Decision 0072: a server killed mid-evaluation left its task to pg-boss's 15-minute expiry. The
 * evaluation task's queue has a heartbeat, so the task of a worker that stopped is retried in
 * about a minute, and a queue an earlier version created gets it at the next start.
 */
describe.each(testDrivers())("the evaluation task's queue on %s", (driver) => {
  let store: ReopenableDatabase;
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: os.tmpdir(), LOG_LEVEL: "silent" });

  beforeAll(async () => {
    store = await reopenableDatabase(driver, "onetake-heartbeat-");
  });
  afterAll(async () => {
    await store.dispose();
  });

  it("has a heartbeat of at most 30 s, also on a queue an earlier version made", async () => {
    const db = await store.open();
    const heartbeatOf = async () => {
      const result = (await db.db.execute(
        sql`select heartbeat_seconds as seconds from pgboss.queue where name = ${evaluateInterviewTask.name}`,
      )) as unknown as { rows: { seconds: number | null }[] };
      return result.rows[0]?.seconds ?? null;
    };
    let app = await buildApp({ config, database: db });
    try {
      expect(await heartbeatOf()).toBe(evaluateInterviewTask.heartbeatSeconds);
      expect(evaluateInterviewTask.heartbeatSeconds).toBeLessThanOrEqual(30);
      await db.db.execute(
        sql`update pgboss.queue set heartbeat_seconds = null where name = ${evaluateInterviewTask.name}`,
      );
      await app.close();
      app = await buildApp({ config, database: db });
      expect(await heartbeatOf()).toBe(evaluateInterviewTask.heartbeatSeconds);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
