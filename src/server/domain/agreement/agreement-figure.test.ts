import { describe, expect, it, vi } from "vitest";
import { MINIMUM_AGREEMENT_ANSWERS } from "@shared/agreement/agreement-contracts";
import { MINIMUM_MONTH_DECISIONS } from "@shared/fairness/fairness-report-contracts";
import { answerCount, figureOf } from "./agreement-figure";

const answers = (n: number, perAnswer = 1) =>
  Array.from({ length: n * perAnswer }, (_, i) => ({ answerId: `a${Math.floor(i / perAnswer)}` }));

describe("too few to say (decision 0080)", () => {
  it("is the fairness report's threshold of 20, not a copy of it", () => {
    expect(MINIMUM_AGREEMENT_ANSWERS).toBe(MINIMUM_MONTH_DECISIONS);
    expect(MINIMUM_AGREEMENT_ANSWERS).toBe(20);
  });

  it("says too few at 19 answers, without computing the figure, and shows it at 20", () => {
    const value = vi.fn(() => 0.5);
    expect(figureOf(answers(19), value)).toEqual({ status: "too-few", count: 19 });
    expect(value).not.toHaveBeenCalled();
    expect(figureOf(answers(20), value)).toEqual({ status: "shown", value: 0.5, count: 20 });
  });

  it("counts answers, not criteria: 19 answers of three criteria each are still too few", () => {
    expect(answerCount(answers(19, 3))).toBe(19);
    expect(figureOf(answers(19, 3), () => 1)).toEqual({ status: "too-few", count: 19 });
  });

  it("says too few with a count of 0 when there is nothing", () => {
    expect(figureOf([], () => 1)).toEqual({ status: "too-few", count: 0 });
  });
});
