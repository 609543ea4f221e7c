import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitCounters } from "../db/schema";

export interface HitsToAdd {
  key: string;
  /** How many hits to add (0 only reads the current count, starting a window if there is none). */
  add: number;
  windowMs: number;
}

export interface Counted {
  hits: number;
  /** Milliseconds until the window ends, by the database's clock. */
  ttlMs: number;
}

const c = rateLimitCounters;

/**
 * Adds hits to fixed-window counters in one statement and answers each key's total. A window
 * that has ended starts over at this call's hits. Every app server sees the same totals.
 */
export async function addHits(db: Db, batch: HitsToAdd[]): Promise<Map<string, Counted>> {
  // One row per key: ON CONFLICT cannot touch the same row twice in one statement.
  const merged = new Map<string, HitsToAdd>();
  for (const item of batch) {
    const seen = merged.get(item.key);
    merged.set(item.key, seen ? { ...seen, add: seen.add + item.add } : item);
  }
  if (merged.size === 0) return new Map();
  const expired = sql`${c.expiresAt} <= now()`;
  const rows = await db
    .insert(c)
    .values(
      [...merged.values()].map((item) => ({
        key: item.key,
        hits: item.add,
        expiresAt: sql`now() + ${item.windowMs} * interval '1 millisecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: c.key,
      set: {
        hits: sql`case when ${expired} then excluded.hits else ${c.hits} + excluded.hits end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${c.expiresAt} end`,
      },
    })
    .returning({
      key: c.key,
      hits: c.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${c.expiresAt} - now())) * 1000))::int`,
    });
  return new Map(rows.map((row) => [row.key, { hits: row.hits, ttlMs: Number(row.ttlMs) }]));
}

/** The current totals for keys whose window is still open (absent keys have none). */
export async function readHits(db: Db, keys: string[]): Promise<Map<string, Counted>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: c.key,
      hits: c.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${c.expiresAt} - now())) * 1000))::int`,
    })
    .from(c)
    .where(sql`${c.key} in ${keys} and ${c.expiresAt} > now()`);
  return new Map(rows.map((row) => [row.key, { hits: row.hits, ttlMs: Number(row.ttlMs) }]));
}

/** Forgets counters whose window has ended. */
export async function deleteExpiredHits(db: Db): Promise<void> {
  await db.delete(c).where(lt(c.expiresAt, sql`now()`));
}
