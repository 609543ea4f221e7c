import { describe, expect, it } from "vitest";
import { SnapshotCache } from "./snapshot-cache";

describe("SnapshotCache", () => {
  it("stores pages only while the change feed listens, and any change empties it", () => {
    const cache = new SnapshotCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    expect(cache.set("p1", "page 1", cache.currentGeneration())).toBe(false);
    cache.listening();
    cache.set("p1", "page 1", cache.currentGeneration());
    cache.set("p2", "page 2", cache.currentGeneration());
    expect(cache.get("p1")).toBe("page 1");
    cache.changed();
    expect(cache.get("p1")).toBeUndefined();
    expect(cache.get("p2")).toBeUndefined();
    cache.lost();
    expect(cache.set("p1", "page 1", cache.currentGeneration())).toBe(false);
    expect(cache.get("p1")).toBeUndefined();
  });

  it("does not store a page whose query a change overtook", () => {
    const cache = new SnapshotCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    cache.listening();
    const before = cache.currentGeneration();
    cache.changed();
    expect(cache.set("p1", "stale page", before)).toBe(false);
    expect(cache.get("p1")).toBeUndefined();
  });

  it("expires pages after the time limit and evicts the oldest past the size limit", () => {
    const clock = { now: 0 };
    const cache = new SnapshotCache<string>({ ttlMs: 1_000, maxEntries: 2, now: () => clock.now });
    cache.listening();
    cache.set("a", "A", cache.currentGeneration());
    cache.set("b", "B", cache.currentGeneration());
    cache.set("c", "C", cache.currentGeneration());
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(2);
    clock.now = 1_000;
    expect(cache.get("b")).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
