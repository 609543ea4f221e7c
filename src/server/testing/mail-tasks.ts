import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Mail tasks queued to an address, in any state (pg-boss keeps finished ones), delivered or not. */
export async function mailTasksTo(db: Db, to: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'to' = ${to}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
