import { describe, expect, it } from "vitest";
import { evaluationStateOf } from "./evaluation-state";

const done = { status: "done", scoresContent: true, humanReviewOnly: false, overallScore: 72 } as const;

describe("evaluationStateOf", () => {
  it("names each state once: none, the steps, failed, and what a finished evaluation holds", () => {
    expect(evaluationStateOf(null)).toBe("not-evaluated");
    for (const status of ["queued", "transcribing", "evaluating", "failed"] as const)
      expect(evaluationStateOf({ ...done, status })).toBe(status);
    expect(evaluationStateOf(done)).toBe("scored");
    expect(evaluationStateOf({ ...done, overallScore: null })).toBe("no-overall");
    expect(evaluationStateOf({ ...done, scoresContent: false, overallScore: null })).toBe("signals-only");
    expect(evaluationStateOf({ ...done, scoresContent: false, humanReviewOnly: true })).toBe("human-review");
  });
});
