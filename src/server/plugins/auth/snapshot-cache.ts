import type { ChangeFeedHandlers } from "./account-change-feed";

/**
 * A small cache of query results that depend on account data (the candidate pool's pages):
 * emptied by any announced account change, storing nothing while the change feed is down, and
 * never storing a result whose query an announcement overtook (see SessionCache).
 */
export class SnapshotCache<V> implements ChangeFeedHandlers {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private generation = 0;
  private active = false;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  currentGeneration(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt < this.options.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, generationBeforeQuery: number): void {
    if (!this.active || generationBeforeQuery !== this.generation) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, storedAt: this.now() });
  }

  changed(): void {
    this.generation++;
    this.entries.clear();
  }

  listening(): void {
    this.generation++;
    this.active = true;
  }

  lost(): void {
    this.changed();
    this.active = false;
  }
}
