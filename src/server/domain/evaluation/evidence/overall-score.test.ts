import { describe, expect, it } from "vitest";
import type { CriterionScore } from "@shared/evaluation/evaluation-contracts";
import { overallScore } from "./overall-score";

const question = (...scores: CriterionScore[]) => ({
  criteria: scores.map((score, index) => ({
    key: `c${index}`,
    competency: "c",
    score,
    insufficientReason: null,
    rationale: "",
    quotes: [],
    runScores: [score, score],
    lowAgreement: false,
    quotesDropped: 0,
  })),
});

describe("overallScore", () => {
  it("maps the mean of the scored criteria from 1–5 to 0–100", () => {
    expect(overallScore([question(5, 5), question(5)])).toBe(100);
    expect(overallScore([question(1)])).toBe(0);
    expect(overallScore([question(4, 3), question(4)])).toBe(67);
  });

  it("leaves insufficient evidence out rather than counting it as low", () => {
    expect(overallScore([question(4, "insufficient_evidence"), question("insufficient_evidence")])).toBe(75);
  });

  it("gives no overall score when nothing was scored", () => {
    expect(overallScore([question("insufficient_evidence"), question()])).toBeNull();
    expect(overallScore([])).toBeNull();
  });
});
