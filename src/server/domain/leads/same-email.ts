import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** Matches the lists' unique lower(email) index, so the lookup uses it. */
export function sameEmail(column: AnyColumn, email: string): SQL {
  return sql`lower(${column}) = ${email.toLowerCase()}`;
}
