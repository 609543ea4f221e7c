import { describe, expect, it } from "vitest";
import { criterionAgreementSchema } from "@shared/agreement/agreement-contracts";
import type { AiPeoplePair } from "./ai-with-people";
import { criterionAgreements, overrideRate, type AiScoreShown } from "./criterion-agreement";

const pairs = (criterionId: string, n: number, ai: number, people: number): AiPeoplePair[] =>
  Array.from({ length: n }, (_, i) => ({ answerId: `a${i}`, criterionId, ai, people }));
const shown = (criterionId: string, n: number, overridden: number): AiScoreShown[] =>
  Array.from({ length: n }, (_, i) => ({
    answerId: `a${i}`,
    criterionId,
    shown: 1,
    overridden: i < overridden ? 1 : 0,
  }));

describe("the AI with people, criterion by criterion (decision 0080)", () => {
  it("gives the override rate: overrides over the AI scores shown", () => {
    // 5 of 20 AI scores overridden: 5 / 20 = 0.25.
    expect(overrideRate(shown("c1", 20, 5))).toEqual({ status: "shown", value: 0.25, count: 20 });
    // Two members shown the same 10 answers' scores, 3 overrides: 3 / 20 = 0.15, but 10 answers only.
    expect(overrideRate([...shown("c1", 10, 3), ...shown("c1", 10, 0)])).toEqual({ status: "too-few", count: 10 });
    expect(overrideRate(shown("c1", 19, 19))).toEqual({ status: "too-few", count: 19 });
    // The same, counted per answer: shown to two members each, 3 overrides over 40 showings.
    const twice = shown("c1", 20, 3).map((score) => ({ ...score, shown: 2 }));
    expect(overrideRate(twice)).toEqual({ status: "shown", value: 3 / 40, count: 20 });
    expect(overrideRate([])).toEqual({ status: "too-few", count: 0 });
  });

  it("keeps each criterion apart, in the rubric's order, each on its own answers", () => {
    /*
     * c1: 20 answers, AI 2 against a mean of 3: difference -1, all within one point.
     * c2: 19 answers: too few, whatever they hold. c3: nothing scored.
     */
    const result = criterionAgreements(
      ["c3", "c1", "c2"],
      [...pairs("c1", 20, 2, 3), ...pairs("c2", 19, 5, 1)],
      [...shown("c1", 20, 4), ...shown("c2", 25, 25)],
    );
    const tooFew = (count: number) => ({ status: "too-few", count });
    expect(result).toEqual([
      {
        criterionId: "c3",
        alpha: tooFew(0),
        meanDifference: tooFew(0),
        withinOnePoint: tooFew(0),
        overrideRate: tooFew(0),
      },
      {
        criterionId: "c1",
        // Every pair is (2, 3): n2 = n3 = 20, observed o23 + o32 = 40, expected 2 * 20 * 20 = 800,
        // alpha = 1 - 39 * 40 / 800 = -0.95: a constant gap is no agreement.
        alpha: { status: "shown", value: expect.closeTo(-0.95, 10), count: 20 },
        meanDifference: { status: "shown", value: -1, count: 20 },
        withinOnePoint: { status: "shown", value: 1, count: 20 },
        overrideRate: { status: "shown", value: 0.2, count: 20 },
      },
      {
        criterionId: "c2",
        alpha: tooFew(19),
        meanDifference: tooFew(19),
        withinOnePoint: tooFew(19),
        overrideRate: { status: "shown", value: 1, count: 25 },
      },
    ]);
    for (const criterion of result) expect(criterionAgreementSchema.parse(criterion)).toEqual(criterion);
  });
});
