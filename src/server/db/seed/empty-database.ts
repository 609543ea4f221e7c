import { sql, type SQL } from "drizzle-orm";
import type { AppServices } from "../../services";

export interface EmptiedDatabase {
  tables: number;
  blobs: number;
}

/**
 * `npm run seed -- --from-empty`: every row of the app's tables, the task queue's waiting tasks
 * and every stored file go, so the demo data set is seeded into an empty product. The schema and
 * the record of applied migrations stay. Development only: main.ts refuses it in production.
 */
export async function emptyDatabase(services: Pick<AppServices, "db" | "blobs">): Promise<EmptiedDatabase> {
  const tables = await rowsOf<{ name: string }>(
    services,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = tables.map((row) => row.name);
  if (names.length > 0)
    await services.db.execute(sql.raw(`truncate table ${names.join(", ")} restart identity cascade`));
  const [queue] = await rowsOf<{ present: boolean }>(
    services,
    sql`select to_regclass('pgboss.job') is not null as present`,
  );
  if (queue?.present) await services.db.execute(sql`delete from pgboss.job`);
  let blobs = 0;
  for await (const key of services.blobs.list("")) {
    await services.blobs.delete(key);
    blobs += 1;
  }
  return { tables: names.length, blobs };
}

async function rowsOf<Row>(services: Pick<AppServices, "db">, query: SQL): Promise<Row[]> {
  return ((await services.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
