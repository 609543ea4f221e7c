import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The fingerprint of the session secret the servers on this database sign with (decision 0074):
 * an HMAC of a fixed label keyed with the secret, never the secret. One row; a server whose
 * secret gives another fingerprint refuses to start.
 */
export const authSecretFingerprint = pgTable(
  "auth_secret_fingerprint",
  {
    id: integer("id").primaryKey().default(1),
    fingerprint: text("fingerprint").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("auth_secret_fingerprint_one_row", sql`${t.id} = 1`)],
);
