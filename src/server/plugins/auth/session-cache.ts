import { GenerationalCache } from "./generational-cache";

/**
 * What one app server remembers about sessions it has seen, keyed by the signed cookie value.
 * Entries live at most `ttlMs` (a safety net); the real expiry is invalidation: `dropUser` when
 * the database announces a change to that user's sessions or account, `suspend` when those
 * announcements may have been missed (see GenerationalCache).
 */
export class SessionCache<V extends { userId: string }> extends GenerationalCache<V> {
  private readonly keysByUser = new Map<string, Set<string>>();

  override set(key: string, value: V, generationBeforeLookup: number): boolean {
    if (!super.set(key, value, generationBeforeLookup)) return false;
    let keys = this.keysByUser.get(value.userId);
    if (!keys) this.keysByUser.set(value.userId, (keys = new Set()));
    keys.add(key);
    return true;
  }

  dropUser(userId: string): void {
    this.invalidate();
    for (const key of this.keysByUser.get(userId) ?? []) this.delete(key);
    this.keysByUser.delete(userId);
  }

  override clear(): void {
    super.clear();
    this.keysByUser.clear();
  }

  protected override evict(key: string, value: V): void {
    super.evict(key, value);
    const keys = this.keysByUser.get(value.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(value.userId);
  }
}
