import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "./client";
import { createTestDatabase, testDrivers } from "../testing/test-database";

/** node-postgres's own record of a client's queries (pinned version): what it checks before it warns. */
interface ClientQueue {
  _getActiveQuery(): unknown;
  _queryQueue: unknown[];
}

/*
 * Queries sent at once each get their answer. On PostgreSQL each pooled connection has JIT
 * compilation turned off before its first query, and that setting never sends a query while
 * another is in flight on the client: node-postgres deprecates queued queries (pg 9 removes them),
 * and a posting's cursor reads rely on one query at a time (decision 0057).
 */
describe.each(testDrivers())("a database handle (%s)", (driver) => {
  let database: DatabaseHandle;
  const queued: string[] = [];
  const send = pg.Client.prototype.query;

  beforeAll(async () => {
    vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const queue = this as unknown as ClientQueue;
      if (queue._getActiveQuery() || queue._queryQueue.length > 0) {
        const [query] = args;
        queued.push(typeof query === "string" ? query : String((query as { text?: string }).text));
      }
      return (send as (...values: unknown[]) => unknown).apply(this, args);
    } as typeof send);
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database?.close();
  });

  it("answers queries sent at once; pooled connections run without JIT and never queue a query", async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, at) =>
        database.db.execute(sql`select ${at}::int as at, current_setting('jit') as jit, pg_backend_pid() as pid`),
      ),
    );
    const rows = answers.map(
      (answer) => (answer as unknown as { rows: { at: number; jit: string; pid: number }[] }).rows[0],
    );
    expect(rows.map((row) => row?.at)).toEqual([0, 1, 2, 3]);
    if (driver === "postgres") {
      // As many at once as the pool holds: each is a new connection's first query.
      expect(new Set(rows.map((row) => row?.pid)).size).toBe(4);
      expect(rows.map((row) => row?.jit)).toEqual(["off", "off", "off", "off"]);
      expect(queued).toEqual([]);
    }
  });
});
