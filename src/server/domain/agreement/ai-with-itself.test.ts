import { describe, expect, it } from "vitest";
import { shareFigureSchema } from "@shared/agreement/agreement-contracts";
import { aiWithItself, type AiRunsCompared } from "./ai-with-itself";

/** n answers with `perAnswer` criteria each, the first `flagged` criteria flagged low agreement. */
const runs = (n: number, perAnswer: number, flagged: number): AiRunsCompared[] =>
  Array.from({ length: n * perAnswer }, (_, i) => ({
    answerId: `a${Math.floor(i / perAnswer)}`,
    lowAgreement: i < flagged,
  }));

describe("the AI with itself (decision 0080)", () => {
  it("is the share of criteria flagged low agreement between the two runs", () => {
    // 20 answers x 4 criteria = 80 criteria, 6 flagged: 6 / 80 = 0.075.
    const figure = aiWithItself(runs(20, 4, 6));
    expect(figure).toEqual({ status: "shown", value: 0.075, count: 20 });
    expect(shareFigureSchema.parse(figure)).toEqual(figure);
    expect(aiWithItself(runs(20, 1, 0))).toEqual({ status: "shown", value: 0, count: 20 });
  });

  it("says too few at 19 answers, however many criteria, and nothing at all is 0", () => {
    expect(aiWithItself(runs(19, 5, 3))).toEqual({ status: "too-few", count: 19 });
    expect(aiWithItself([])).toEqual({ status: "too-few", count: 0 });
  });
});
