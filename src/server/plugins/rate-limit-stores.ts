import type { FastifyBaseLogger } from "fastify";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client";
import { addHits, deleteExpiredHits, readHits, type HitsToAdd } from "./rate-limit-counters";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Marks a limit's options so the global store counts it in memory, like the global limit (decision 0015). */
export const SYNCED_LIMIT = "syncedLimit";

/** How often the global limit's local counts meet the shared ones. */
const SYNC_INTERVAL_MS = 1000;
const CLEANUP_EVERY_SYNCS = 60;
/** Keys nobody here asked about for this long are not refreshed from the database. */
const IDLE_MS = 5000;
const MAX_LOCAL_KEYS = 20_000;
const BATCH = 1000;

/**
 * Strict limits (sign-in, sign-up, password reset, lead forms, per-account): every hit is one
 * upsert that returns the shared total, so the limit holds exactly across app servers.
 */
class SharedCounts implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.count({ key: this.prefix + key, add: 1, windowMs: timeWindow }, callback);
  }

  read(key: string, callback: Callback): void {
    readHits(this.db, [this.prefix + key]).then(
      (totals) => {
        const total = totals.get(this.prefix + key);
        callback(null, { current: total?.hits ?? 0, ttl: total?.ttlMs ?? 0 });
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(options: object): FastifyRateLimitStore {
    return new SharedCounts(this.db, routePrefix(options));
  }

  private count(hit: HitsToAdd, callback: Callback): void {
    addHits(this.db, [hit]).then(
      (totals) => {
        const total = totals.get(hit.key);
        callback(null, { current: total?.hits ?? hit.add, ttl: total?.ttlMs ?? hit.windowMs });
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }
}

/** The route a child store limits, as a key prefix: "POST /api/auth/sign-in/email ". */
function routePrefix(options: object): string {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  const method = Array.isArray(route?.method) ? route.method.join(",") : route?.method;
  return typeof route?.url === "string" ? `${String(method)} ${route.url} ` : "custom ";
}

interface LocalCount {
  /** The total the database last answered (all servers). */
  shared: number;
  /** Hits sent in the running sync. */
  inFlight: number;
  /** Hits since then. */
  pending: number;
  resetAt: number;
  windowMs: number;
  lastSeen: number;
}

/**
 * The global per-IP /api limit: counted in memory with no database round trip, and merged
 * with the other servers' counts in the background every second (one upsert per batch of
 * keys). Approximate by design: each server may let about one second of requests through
 * before it learns another server's share.
 */
class SyncedCounts implements FastifyRateLimitStore {
  private readonly counts = new Map<string, LocalCount>();
  private syncing: Promise<void> | undefined;
  private syncs = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { shared: 0, inFlight: 0, pending: 0, resetAt: now + timeWindow, windowMs: timeWindow, lastSeen: now };
      this.remember(key, entry);
    }
    entry.pending += 1;
    entry.lastSeen = now;
    callback(null, { current: entry.shared + entry.inFlight + entry.pending, ttl: entry.resetAt - now });
  }

  /** Strict counts for a route's own limit; a bucket marked synced (perIpBucket) is counted here, under its own keys. */
  child(options: object): FastifyRateLimitStore {
    if ((options as Record<string, unknown>)[SYNCED_LIMIT] === true) return this;
    return new SharedCounts(this.db, routePrefix(options));
  }

  /** Sends local hits, learns the shared totals; never runs twice at once. */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  private remember(key: string, entry: LocalCount): void {
    this.counts.delete(key);
    this.counts.set(key, entry);
    // Maps iterate in insertion order: the first key is the one touched longest ago.
    if (this.counts.size > MAX_LOCAL_KEYS) this.counts.delete(this.counts.keys().next().value as string);
  }

  private async syncOnce(): Promise<void> {
    const now = Date.now();
    const batch: HitsToAdd[] = [];
    for (const [key, entry] of this.counts) {
      if (entry.resetAt <= now) {
        this.counts.delete(key);
      } else if (entry.pending > 0 || now - entry.lastSeen < IDLE_MS) {
        entry.inFlight = entry.pending;
        entry.pending = 0;
        batch.push({ key: `global ${key}`, add: entry.inFlight, windowMs: entry.windowMs });
      }
    }
    for (let start = 0; start < batch.length; start += BATCH) {
      const slice = batch.slice(start, start + BATCH);
      try {
        const totals = await addHits(this.db, slice);
        const at = Date.now();
        for (const [sharedKey, total] of totals) {
          const entry = this.counts.get(sharedKey.slice("global ".length));
          if (!entry) continue;
          entry.shared = total.hits;
          entry.inFlight = 0;
          entry.resetAt = at + total.ttlMs;
        }
      } catch (error) {
        // Keep counting here; the hits go out with the next sync.
        for (const hit of slice) {
          const entry = this.counts.get(hit.key.slice("global ".length));
          if (entry) {
            entry.pending += entry.inFlight;
            entry.inFlight = 0;
          }
        }
        this.log.warn({ err: error }, "rate-limit sync failed");
      }
    }
    this.syncs += 1;
    if (this.syncs % CLEANUP_EVERY_SYNCS === 0) {
      await deleteExpiredHits(this.db).catch((error: unknown) =>
        this.log.warn({ err: error }, "rate-limit cleanup failed"),
      );
    }
  }
}

export interface RateLimitStores {
  /** For @fastify/rate-limit's `store` option. */
  Store: FastifyRateLimitStoreCtor;
  /** Stops the background sync after a last one. */
  close(): Promise<void>;
}

/** Rate-limit counts kept in PostgreSQL/PGlite, shared by every app server on the database. */
export function createRateLimitStores(db: Db, log: FastifyBaseLogger): RateLimitStores {
  const instances: SyncedCounts[] = [];
  const timer = setInterval(() => {
    for (const instance of instances) void instance.sync();
  }, SYNC_INTERVAL_MS);
  timer.unref();
  const Store = class extends SyncedCounts {
    constructor() {
      super(db, log);
      instances.push(this);
    }
  };
  return {
    Store,
    close: async () => {
      clearInterval(timer);
      await Promise.all(instances.map((instance) => instance.sync()));
    },
  };
}
