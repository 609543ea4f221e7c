import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache";

function cacheAt(clock: { now: number }) {
  const cache = new SessionCache<{ userId: string; n: number }>({ ttlMs: 1_000, maxEntries: 2, now: () => clock.now });
  cache.resume();
  return cache;
}

describe("SessionCache", () => {
  it("stores nothing until the change feed listens, and forgets everything when it is lost", () => {
    const clock = { now: 0 };
    const cache = new SessionCache<{ userId: string }>({ ttlMs: 1_000, maxEntries: 10, now: () => clock.now });
    cache.set("k", { userId: "u" }, cache.currentGeneration());
    expect(cache.get("k")).toBeUndefined();
    cache.resume();
    cache.set("k", { userId: "u" }, cache.currentGeneration());
    expect(cache.get("k")).toEqual({ userId: "u" });
    cache.suspend();
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", { userId: "u" }, cache.currentGeneration());
    expect(cache.get("k")).toBeUndefined();
  });

  it("drops every entry of a changed user and keeps the others", () => {
    const cache = cacheAt({ now: 0 });
    cache.set("a1", { userId: "a", n: 1 }, cache.currentGeneration());
    cache.set("b1", { userId: "b", n: 1 }, cache.currentGeneration());
    cache.dropUser("a");
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("b1")).toEqual({ userId: "b", n: 1 });
  });

  it("does not store a lookup that an invalidation overtook (it may have read the old row)", () => {
    const cache = cacheAt({ now: 0 });
    const before = cache.currentGeneration();
    cache.dropUser("a");
    cache.set("a1", { userId: "a", n: 1 }, before);
    expect(cache.get("a1")).toBeUndefined();
  });

  it("expires entries after the safety TTL and evicts the oldest beyond its size", () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.set("a1", { userId: "a", n: 1 }, cache.currentGeneration());
    clock.now = 500;
    cache.set("b1", { userId: "b", n: 1 }, cache.currentGeneration());
    cache.set("c1", { userId: "c", n: 1 }, cache.currentGeneration());
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.size).toBe(2);
    clock.now = 1_500;
    expect(cache.get("b1")).toBeUndefined();
    expect(cache.get("c1")).toBeUndefined();
  });
});
