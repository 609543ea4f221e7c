import { describe, expect, it } from "vitest";
import { LatencyStats } from "./latency-stats";

describe("LatencyStats", () => {
  it("answers the seed until a call is recorded", () => {
    expect(new LatencyStats(1200).percentile(90)).toBe(1200);
  });

  it("answers the nearest-rank percentile of the recent calls", () => {
    const stats = new LatencyStats(1200);
    for (let ms = 100; ms <= 1000; ms += 100) stats.record(ms);
    expect(stats.percentile(90)).toBe(900);
    expect(stats.percentile(50)).toBe(500);
    expect(stats.percentile(100)).toBe(1000);
    expect(stats.percentile(0)).toBe(100);
  });

  it("forgets the oldest calls past its window, and ignores nonsense", () => {
    const stats = new LatencyStats(1200, 3);
    for (const ms of [5000, 5000, 5000, 100, 200, 300]) stats.record(ms);
    stats.record(Number.NaN);
    stats.record(-1);
    expect(stats.percentile(100)).toBe(300);
  });
});
