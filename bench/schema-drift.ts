import { sql } from "drizzle-orm";
import { openPglite, type Db } from "../src/server/db/client";

/**
 * The named parts of a schema a bench's figures depend on: each table's constraints (with their
 * kind), indexes and triggers. Names and kinds only: definitions print differently between
 * PostgreSQL versions, and a dropped key, index or trigger is what a hand-altered database hides.
 * Not-null constraints are left out: PGlite's PostgreSQL lists them as constraints, 15 does not.
 */
async function schemaParts(db: Db): Promise<Set<string>> {
  const result = await db.execute(sql`
    select 'constraint ' || conrelid::regclass::text || '.' || conname || ' (' || contype::text || ')' as part
      from pg_constraint where connamespace = 'public'::regnamespace and conrelid <> 0 and contype <> 'n'
    union all
    select 'index ' || tablename || '.' || indexname from pg_indexes where schemaname = 'public'
    union all
    select 'trigger ' || tgrelid::regclass::text || '.' || tgname from pg_trigger
      where not tgisinternal and tgrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)`);
  const rows = (result as unknown as { rows: { part: string }[] }).rows;
  return new Set(rows.map((row) => row.part));
}

/**
 * Refuses to measure a database whose schema is not the one the migrations build: the figures
 * would describe a product nobody runs. It happened once: a foreign key dropped by hand in an
 * experiment made a posting's first computation look 1.3 s faster than it was (decision 0059).
 * The migrations are applied to an in-memory PGlite and compared with the bench database.
 */
export async function assertSchemaMatchesMigrations(db: Db): Promise<void> {
  const expected = await (migratedParts ??= partsTheMigrationsBuild());
  const actual = await schemaParts(db);
  const missing = [...expected].filter((part) => !actual.has(part));
  const extra = [...actual].filter((part) => !expected.has(part));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      [
        "The bench database's schema is not the one the migrations build; its figures would not be the product's.",
        ...missing.map((part) => `  missing: ${part}`),
        ...extra.map((part) => `  extra:   ${part}`),
        "Restore it (or bench a fresh database) and run again.",
      ].join("\n"),
    );
  }
  console.log(
    `Bench database schema: as the migrations build it (${expected.size} keys, indexes and triggers compared)`,
  );
}

/** Migrated once per run: every PostgreSQL bench of a full run checks against the same parts. */
let migratedParts: Promise<Set<string>> | undefined;

async function partsTheMigrationsBuild(): Promise<Set<string>> {
  const reference = await openPglite({});
  try {
    await reference.migrate();
    return await schemaParts(reference.db);
  } finally {
    await reference.close();
  }
}
