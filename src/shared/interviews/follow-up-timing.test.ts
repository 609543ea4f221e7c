import { describe, expect, it } from "vitest";
import { followUpFits } from "./follow-up-timing";

describe("followUpFits", () => {
  // The network interview: 20 minutes for 7 questions of 2 minutes, a 60 s follow-up.
  const room = { overallSeconds: 1200, extraTimeSeconds: 0, followUpSeconds: 60 };

  it("fits while every base question to come keeps its full limit after the wait and the follow-up", () => {
    // After question 1 at 100 s: 1200 − 100 − 3 − 60 = 1037 ≥ 6 × 120 = 720.
    expect(followUpFits({ ...room, elapsedSeconds: 100, remainingBaseLimits: Array(6).fill(120) })).toBe(true);
    // Exactly enough: 1200 − 417 − 3 − 60 = 720.
    expect(followUpFits({ ...room, elapsedSeconds: 417, remainingBaseLimits: Array(6).fill(120) })).toBe(true);
    // One second short.
    expect(followUpFits({ ...room, elapsedSeconds: 418, remainingBaseLimits: Array(6).fill(120) })).toBe(false);
  });

  it("counts extra time granted as an accommodation", () => {
    const late = { ...room, elapsedSeconds: 418, remainingBaseLimits: Array(6).fill(120) };
    expect(followUpFits(late)).toBe(false);
    expect(followUpFits({ ...late, extraTimeSeconds: 300 })).toBe(true);
  });

  it("needs room for the follow-up itself even with no question left after it", () => {
    expect(followUpFits({ ...room, elapsedSeconds: 1130, remainingBaseLimits: [] })).toBe(true);
    expect(followUpFits({ ...room, elapsedSeconds: 1140, remainingBaseLimits: [] })).toBe(false);
  });
});
