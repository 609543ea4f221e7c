import { describe, expect, it } from "vitest";
import { agreementFiguresSchema } from "@shared/agreement/agreement-contracts";
import { agreementFigures, type AgreementInput } from "./agreement-figures";

/*
 * 40 answers, one criterion "c1": two members score 3 and 3; the AI scores 2 on the first 20
 * (women) and 3 on the last 20 (men). People with people: every pair is (3, 3), so alpha is null
 * (nothing varies), on 40 answers. The AI against the mean: difference (20(-1) + 20(0)) / 40 = -0.5,
 * all within one point. Across groups by sex: women -1, men 0; by race/ethnicity nobody answered,
 * so nothing to compare.
 */
const answerIds = Array.from({ length: 40 }, (_, i) => `a${i}`);
const input: AgreementInput = {
  criterionIds: ["c1"],
  scores: answerIds.map((answerId, i) => ({ answerId, criterionId: "c1", members: [3, 3], ai: i < 20 ? 2 : 3 })),
  aiScoresShown: answerIds.map((answerId, i) => ({
    answerId,
    criterionId: "c1",
    shown: 1,
    overridden: i % 4 === 0 ? 1 : 0,
  })),
  aiRuns: answerIds.map((answerId, i) => ({ answerId, lowAgreement: i < 4 })),
  answerGroups: new Map(answerIds.map((answerId, i) => [answerId, { sex: i < 20 ? "female" : "male" }])),
};

describe("every agreement figure of a posting (decision 0080)", () => {
  it("puts the figures together as the contract says", () => {
    const figures = agreementFigures(input);
    expect(agreementFiguresSchema.parse(figures)).toEqual(figures);
    expect(figures.peopleWithPeople).toEqual({ status: "shown", value: null, count: 40 });
    expect(figures.aiWithPeople.meanDifference).toEqual({ status: "shown", value: -0.5, count: 40 });
    expect(figures.aiWithPeople.withinOnePoint).toEqual({ status: "shown", value: 1, count: 40 });
    // 10 of 40 overridden; 4 of 40 criteria flagged.
    expect(figures.criteria.map((c) => c.overrideRate)).toEqual([{ status: "shown", value: 0.25, count: 40 }]);
    expect(figures.aiWithItself).toEqual({ status: "shown", value: 0.1, count: 40 });
    expect(figures.acrossGroups).toEqual([
      {
        dimension: "sex",
        comparison: {
          status: "shown",
          groups: [
            { group: "female", count: 20, meanDifference: -1 },
            { group: "male", count: 20, meanDifference: 0 },
          ],
        },
      },
      { dimension: "race_ethnicity", comparison: { status: "suppressed", reason: "fewer-than-two-groups" } },
      { dimension: "intersection", comparison: { status: "suppressed", reason: "fewer-than-two-groups" } },
    ]);
  });
});
