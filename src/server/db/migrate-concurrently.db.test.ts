import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPglite, openPostgres } from "./client";
import { testDrivers } from "../testing/test-database";

/** Migrations a database holds, by drizzle's own record of them. */
async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/*
 * Decision 0072: two servers started at once on an empty PostgreSQL both migrate it; without a lock
 * one stopped with "duplicate key value violates unique constraint pg_type_typname_nsp_index".
 * Each handle here is a server's own pool: separate sessions, as two processes have.
 */
describe.each(testDrivers())("migrating on %s", (driver) => {
  it("lets several servers migrate one empty database at once: each starts, and each migration runs once", async () => {
    if (driver === "pglite") {
      // One process owns a PGlite directory (the data-directory lock); migrating again is a no-op.
      const handle = await openPglite({});
      await handle.migrate();
      await handle.migrate();
      await handle.close();
      return;
    }
    const base = process.env.TEST_DATABASE_URL!;
    const name = `onetake_migrate_${randomBytes(4).toString("hex")}`;
    await withAdmin(base, (client) => client.query(`create database ${name}`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    const servers = Array.from({ length: 3 }, () => openPostgres(url.toString(), 2));
    try {
      const outcomes = await Promise.allSettled(servers.map((server) => server.migrate()));
      expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "ok"))).toEqual([
        "ok",
        "ok",
        "ok",
      ]);
      const [first] = servers;
      const folderCount = await appliedMigrations(url.toString());
      expect(folderCount).toBeGreaterThan(40);
      await first!.migrate();
      expect(await appliedMigrations(url.toString())).toBe(folderCount);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await withAdmin(base, (client) => client.query(`drop database if exists ${name} with (force)`));
    }
  }, 120_000);
});
