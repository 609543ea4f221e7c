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
 * Each pooled PostgreSQL connection has JIT compilation turned off before its first query, and
 * that setting never sends a query while another is in flight on the client: node-postgres
 * deprecates queued queries (pg 9 removes them), and a posting's cursor reads rely on one query
 * at a time (decision 0057).
 */
describe.each(testDrivers().filter((driver) => driver === "postgres"))("pooled %s connections", (driver) => {
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

  it("run without JIT from their first query, with no query sent while another is in flight", async () => {
    // As many at once as the pool holds: each is a new connection's first query.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.execute(sql`select current_setting('jit') as jit, pg_backend_pid() as pid`),
      ),
    );
    const rows = answers.map((answer) => (answer as unknown as { rows: { jit: string; pid: number }[] }).rows[0]);
    expect(new Set(rows.map((row) => row?.pid)).size).toBe(4);
    expect(rows.map((row) => row?.jit)).toEqual(["off", "off", "off", "off"]);
    expect(queued).toEqual([]);
  });
});
