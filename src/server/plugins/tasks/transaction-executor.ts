import { sql, type SQL } from "drizzle-orm";
import type { Db as BossExecutor } from "pg-boss";
import type { DbOrTx } from "../../db/client";

/**
 * pg-boss's own statement ("... $1::text::json ...") as a Drizzle query: each `$n` becomes a
 * bound parameter, in order. pg-boss's insert has no `$` inside string literals or dollar
 * quotes, which is all this has to handle (task-queue.db.test.ts runs it on both drivers).
 */
export function boundStatement(text: string, values: readonly unknown[] = []): SQL {
  const query = sql.empty();
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`pg-boss statement refers to missing $${match[1]}`);
    query.append(sql.raw(text.slice(last, match.index)));
    query.append(sql`${values[index]}`);
    last = match.index + match[0].length;
  }
  query.append(sql.raw(text.slice(last)));
  return query;
}

/**
 * A pg-boss `db` executor that runs on a Drizzle transaction's own connection (or on the
 * database, outside one), so a task row commits or rolls back with the change it follows.
 * pg-boss 12 accepts it as `send(name, data, { db })`; node-postgres and PGlite both answer
 * `execute()` with `{ rows }`.
 */
export function transactionExecutor(tx: DbOrTx): BossExecutor {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(boundStatement(text, values))) as unknown as { rows?: unknown[] };
      if (!Array.isArray(result.rows)) throw new Error("The database driver answered without rows");
      return { rows: result.rows };
    },
  };
}
