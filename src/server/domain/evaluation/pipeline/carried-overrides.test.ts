import { describe, expect, it } from "vitest";
import type { StoredQuestionResult } from "../../../db/schema/evaluation-result";
import { overrideEvidenceChanged } from "./carried-overrides";

const result = (score: number | "insufficient_evidence", quote: string, overallScore: number | null) => ({
  overallScore,
  questions: [
    {
      index: 0,
      signals: { speechSeconds: 30, answered: true, timeLimitShare: 0.5 },
      transcriptUnavailableReason: null,
      possibleInjection: false,
      injectionPhrases: [],
      criteria: [
        {
          key: "ownership",
          competency: "Owns outcomes",
          score,
          insufficientReason: typeof score === "number" ? null : "model",
          rationale: "",
          quotes: [{ text: quote, startSeconds: 1, endSeconds: 2 }],
          runScores: [score, score],
          lowAgreement: false,
          quotesDropped: 0,
        },
      ],
      summary: null,
    } satisfies StoredQuestionResult,
  ],
});

const criterion = { questionIndex: 0, criterionKey: "ownership" };
const overall = { questionIndex: null, criterionKey: null };

describe("overrideEvidenceChanged", () => {
  it("keeps a criterion's override unconfirmed when its score and quotes are the same", () => {
    expect(overrideEvidenceChanged(criterion, result(4, "I led it", 75), result(4, "I led it", 50))).toBe(false);
  });

  it("asks again when the criterion's score, its quotes, or the criterion itself changed", () => {
    expect(overrideEvidenceChanged(criterion, result(4, "I led it", 75), result(3, "I led it", 75))).toBe(true);
    expect(overrideEvidenceChanged(criterion, result(4, "I led it", 75), result(4, "I led the team", 75))).toBe(true);
    expect(
      overrideEvidenceChanged({ questionIndex: 0, criterionKey: "gone" }, result(4, "x", 75), result(4, "x", 75)),
    ).toBe(true);
  });

  it("asks again for the overall's override when the overall moved", () => {
    expect(overrideEvidenceChanged(overall, result(4, "a", 75), result(4, "a", 75))).toBe(false);
    expect(overrideEvidenceChanged(overall, result(4, "a", 75), result(4, "a", null))).toBe(true);
  });
});
