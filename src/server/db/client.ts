import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

type Schema = typeof schema;
/** The one database type the domain sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: domain functions accept either. */
export type DbOrTx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseHandle =
  | { kind: "pglite"; db: Db; lite: PGlite; migrate(): Promise<void>; close(): Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; url: string; migrate(): Promise<void>; close(): Promise<void> };

export interface PgliteSource {
  /** A directory on disk, or undefined for an in-memory database. */
  dir?: string;
  /** A data directory dump (from dumpDataDir) to start from: tests copy one migrated template. */
  loadDataDir?: Blob;
}

export async function openPglite(source: PgliteSource): Promise<DatabaseHandle> {
  if (source.dir) await fs.mkdir(source.dir, { recursive: true });
  const lite = await PGlite.create({
    // The pool's fuzzy search (decision 0035); PostgreSQL ships it as a contrib extension.
    extensions: { pg_trgm },
    ...(source.dir ? { dataDir: source.dir } : {}),
    ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
  });
  const db = drizzlePglite(lite, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    lite,
    migrate: () => migratePglite(drizzlePglite(lite, { schema }), { migrationsFolder }),
    close: once(() => lite.close()),
  };
}

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // No JIT compilation: our queries are short, and a plan whose estimate crosses jit_above_cost
    // (the pool's search, a recompute) spent 100 ms compiling to save a few. Set on each new
    // connection before the pool hands it out, so it never queues ahead of the first query (pg 9
    // removes queued queries); a pooler that drops session settings loses only this.
    onConnect: async (client) => {
      await client.query("set jit = off").catch((error: unknown) => {
        console.warn(`PostgreSQL: could not turn JIT off: ${error instanceof Error ? error.message : String(error)}`);
      });
    },
  });
  // An idle connection can die (a Postgres restart, a failover, an admin's terminate). node-postgres
  // reports that as an 'error' event, which would crash the process if nobody listened; the pool
  // replaces the connection on next use, so logging is all there is to do.
  pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    pool,
    url,
    migrate: () => migrateUnderLock(pool),
    close: once(() => pool.end()),
  };
}

/**
 * Any number shared by every OneTake server: the PostgreSQL advisory lock held while migrating.
 * Servers started at once on one database take turns (decision 0072: without it, one stopped with
 * "duplicate key value violates unique constraint pg_type_typname_nsp_index"); the later ones
 * find the migrations applied and go on.
 */
const MIGRATION_LOCK_KEY = 7_202_611_070;

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  // One session holds the lock and runs the migrations: a session lock is released with it.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Closing twice (say, a shutdown racing a failed start) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Whether the database can hold two of our transactions at once: a PostgreSQL pool of two or more
 * lends a second connection. PGlite has one connection, and a pool of one would make the second
 * transaction wait forever for the connection the first holds.
 */
export function runsTransactionsSideBySide(db: Db): boolean {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool && (client.options.max ?? 10) >= 2;
}
