/**
 * A bounded, time-limited cache whose real expiry is invalidation by the account change feed
 * (decision 0014). It stores nothing while the feed may be missing announcements (`suspend`
 * until `resume`), and `set` takes the generation seen before the lookup: a lookup that an
 * invalidation overtook may have read old rows, so its result is not stored.
 */
export class GenerationalCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private generation = 0;
  private active = false;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Whether entries are being stored (false until the change feed is listening). */
  get isActive(): boolean {
    return this.active;
  }

  get size(): number {
    return this.entries.size;
  }

  currentGeneration(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt < this.options.ttlMs) return entry.value;
    this.evict(key, entry.value);
    return undefined;
  }

  /** Stores the value unless the cache is suspended or an invalidation overtook the lookup; says whether it did. */
  set(key: string, value: V, generationBeforeLookup: number): boolean {
    if (!this.active || generationBeforeLookup !== this.generation) return false;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      // Maps iterate in insertion order: the first entry is the oldest.
      const oldest = this.entries.entries().next();
      if (!oldest.done) this.evict(oldest.value[0], oldest.value[1].value);
    }
    this.entries.set(key, { value, storedAt: this.now() });
    return true;
  }

  /** Something changed: lookups running now must not store what they read. */
  protected invalidate(): void {
    this.generation++;
  }

  /** Removes one entry; subclasses that index entries override it to keep their index in step. */
  protected evict(key: string, _value: V): void {
    this.entries.delete(key);
  }

  protected delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every entry (and invalidates running lookups). */
  clear(): void {
    this.invalidate();
    this.entries.clear();
  }

  /** Announcements may be lost from now on: forget everything and store nothing. */
  suspend(): void {
    this.clear();
    this.active = false;
  }

  /** Announcements arrive again (the feed is listening): store entries from now on. */
  resume(): void {
    this.invalidate();
    this.active = true;
  }
}
