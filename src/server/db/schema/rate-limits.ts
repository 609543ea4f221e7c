import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counters shared by every app server (decision 0015): one row per limit key and
 * fixed window. UNLOGGED in the migration: losing counts in a crash is harmless, and it spares
 * the WAL a write per counted request.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_expires_at_idx").on(t.expiresAt)],
);
