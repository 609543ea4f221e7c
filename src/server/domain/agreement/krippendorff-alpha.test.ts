import { describe, expect, it } from "vitest";
import { krippendorffAlpha, type ReliabilityData } from "./krippendorff-alpha";

/*
 * The worked example of Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section
 * C: four observers, twelve units, values 1 to 5, with missing values. The paper gives
 * alpha = 0.743 (nominal), 0.815 (ordinal), 0.849 (interval) and 0.797 (ratio).
 */
const observers = [
  [1, 2, 3, 3, 2, 1, 4, 1, 2, null, null, null],
  [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, null, 3],
  [null, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, null],
  [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, null],
];
const units: ReliabilityData = observers[0]!.map((_, unit) => observers.map((row) => row[unit] ?? null));

describe("Krippendorff's alpha on the paper's worked example", () => {
  it.each([
    ["nominal", 0.743],
    ["ordinal", 0.815],
    ["interval", 0.849],
    ["ratio", 0.797],
  ] as const)("gives the published %s alpha", (level, published) => {
    const result = krippendorffAlpha(units, level);
    expect(result.alpha).toBeCloseTo(published, 3);
    // Unit 12 has one value: not pairable. The other eleven hold 40 values.
    expect(result.pairableUnits).toBe(11);
    expect(result.pairableValues).toBe(40);
  });

  it("is 1 for perfect agreement and null when nothing varies", () => {
    expect(
      krippendorffAlpha(
        [
          [1, 1],
          [2, 2, null],
          [3, 3],
        ],
        "ordinal",
      ).alpha,
    ).toBeCloseTo(1, 10);
    expect(
      krippendorffAlpha(
        [
          [2, 2],
          [2, 2],
        ],
        "interval",
      ).alpha,
    ).toBeNull();
    expect(krippendorffAlpha([[1], [2, null]], "nominal").alpha).toBeNull();
  });

  it("falls below zero when coders disagree more than chance would", () => {
    expect(
      krippendorffAlpha(
        [
          [1, 2],
          [2, 1],
          [1, 2],
          [2, 1],
        ],
        "nominal",
      ).alpha!,
    ).toBeLessThan(0);
  });
});
