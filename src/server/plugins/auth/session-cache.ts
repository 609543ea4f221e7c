/**
 * What one app server remembers about sessions it has seen, keyed by the signed cookie value.
 * Entries live at most `ttlMs` (a safety net); the real expiry is invalidation: `dropUser` when
 * the database announces a change to that user's sessions or account, `suspend` when those
 * announcements may have been missed (the cache empties and stores nothing until `resume`).
 *
 * A lookup that was running while an invalidation arrived may have read the old row, so `set`
 * takes the generation seen before the lookup and stores nothing if it moved since.
 */
export class SessionCache<V extends { userId: string }> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private readonly keysByUser = new Map<string, Set<string>>();
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
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.remove(key, entry.value.userId);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, generationBeforeLookup: number): void {
    if (!this.active || generationBeforeLookup !== this.generation) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value, this.entries.get(oldest.value)!.value.userId);
    }
    this.entries.set(key, { value, storedAt: this.now() });
    let keys = this.keysByUser.get(value.userId);
    if (!keys) this.keysByUser.set(value.userId, (keys = new Set()));
    keys.add(key);
  }

  dropUser(userId: string): void {
    this.generation++;
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  /** Announcements may be lost from now on: forget everything and store nothing. */
  suspend(): void {
    this.generation++;
    this.active = false;
    this.entries.clear();
    this.keysByUser.clear();
  }

  /** Announcements arrive again (the feed is listening): store entries from now on. */
  resume(): void {
    this.generation++;
    this.active = true;
  }

  private remove(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}
