import { describe, expect, it } from "vitest";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { alignCorrection } from "./align-correction";

const original: TimedWord[] = [
  { text: "I", start: 10, end: 10.2 },
  { text: "worked", start: 10.3, end: 10.7 },
  { text: "on", start: 10.8, end: 10.9 },
  { text: "pie", start: 11, end: 11.3 },
  { text: "torch", start: 11.4, end: 11.8 },
  { text: "models", start: 12, end: 12.5 },
];

describe("alignCorrection", () => {
  it("keeps the times of unchanged words and spreads replaced words over the gap", () => {
    expect(alignCorrection(original, "I worked on PyTorch models")).toEqual([
      { text: "I", start: 10, end: 10.2 },
      { text: "worked", start: 10.3, end: 10.7 },
      { text: "on", start: 10.8, end: 10.9 },
      { text: "PyTorch", start: 10.9, end: 12 },
      { text: "models", start: 12, end: 12.5 },
    ]);
  });

  it("places words added at the edges within the answer's span", () => {
    const aligned = alignCorrection(original, "Yes, I worked on pie torch models daily");
    expect(aligned[0]).toEqual({ text: "Yes,", start: 10, end: 10 });
    expect(aligned[aligned.length - 1]).toEqual({ text: "daily", start: 12.5, end: 12.5 });
    expect(aligned.slice(1, 7).map((w) => w.start)).toEqual([10, 10.3, 10.8, 11, 11.4, 12]);
  });

  it("never makes times go backwards", () => {
    const aligned = alignCorrection(original, "models torch pie on worked I and more");
    for (let i = 1; i < aligned.length; i++) expect(aligned[i]!.start).toBeGreaterThanOrEqual(aligned[i - 1]!.start);
  });
});
