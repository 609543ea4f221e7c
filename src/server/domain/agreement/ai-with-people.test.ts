import { describe, expect, it } from "vitest";
import { aiWithPeopleSchema } from "@shared/agreement/agreement-contracts";
import { aiPeoplePairs, aiWithPeople, type AiPeoplePair } from "./ai-with-people";
import type { RubricScore } from "./scored-answer";

let next = 0;
/** n answers, one criterion each, with the AI's score and the members' scores given. */
const scored = (n: number, ai: RubricScore, members: RubricScore[]) =>
  Array.from({ length: n }, () => ({ answerId: `a${next++}`, criterionId: "c1", ai, members }));

describe("the AI's score against the members' mean (decision 0080)", () => {
  it("pairs the AI with the mean of the scores given, not enough evidence left out", () => {
    const pairs = aiPeoplePairs([
      { answerId: "a", criterionId: "c1", ai: 2, members: [3, 4, null] },
      // No AI score, no member score, or only "not enough evidence": no pair.
      { answerId: "b", criterionId: "c1", ai: null, members: [3, 4] },
      { answerId: "c", criterionId: "c1", ai: 3, members: [] },
      { answerId: "d", criterionId: "c1", ai: 3, members: [null, null] },
      // One member is enough to compare with.
      { answerId: "e", criterionId: "c2", ai: 5, members: [4] },
    ]);
    expect(pairs).toEqual([
      { answerId: "a", criterionId: "c1", ai: 2, people: 3.5 },
      { answerId: "e", criterionId: "c2", ai: 5, people: 4 },
    ]);
  });

  /*
   * 20 answers: 10 x AI 2 / members [3,3] (mean 3), 5 x AI 4 / [3,5] (mean 4), 5 x AI 1 / [3,4] (mean 3.5).
   * Mean difference: (10(-1) + 5(0) + 5(-2.5)) / 20 = -22.5 / 20 = -1.125 (the AI is harsher).
   * Within one point: |-1| and 0 count, |-2.5| does not: 15 / 20 = 0.75.
   * Interval alpha, AI and mean as two coders: values 1 (5), 2 (10), 3 (10), 3.5 (5), 4 (10), n = 40,
   * mean 112.5 / 40 = 2.8125, sum of n_c (c - mean)^2 = 356.25 - 40 * 2.8125^2 = 39.84375.
   * Observed: 2(10 * 1^2 + 5 * 2.5^2) = 82.5. Expected: 2 * 40 * 39.84375 = 3187.5.
   * alpha = 1 - 39 * 82.5 / 3187.5 = -30 / 3187.5 = -0.0094118: a harsher AI does not agree.
   */
  const example = () => [...scored(10, 2, [3, 3]), ...scored(5, 4, [3, 5]), ...scored(5, 1, [3, 4])];

  it("gives the hand-computed alpha, mean difference and share within one point", () => {
    const figures = aiWithPeople(aiPeoplePairs(example()));
    expect(figures).toEqual({
      alpha: { status: "shown", value: expect.closeTo(-30 / 3187.5, 6), count: 20 },
      meanDifference: { status: "shown", value: expect.closeTo(-1.125, 10), count: 20 },
      withinOnePoint: { status: "shown", value: 0.75, count: 20 },
    });
    expect(aiWithPeopleSchema.parse(figures)).toEqual(figures);
  });

  it("counts exactly one point as within and one and a half as not", () => {
    const pairs = aiPeoplePairs([...scored(10, 3, [4]), ...scored(10, 2, [3, 4])]);
    expect(aiWithPeople(pairs).withinOnePoint).toEqual({ status: "shown", value: 0.5, count: 20 });
  });

  it("is positive when the AI is kinder, and alpha 1 when it matches the mean exactly", () => {
    const figures = aiWithPeople(aiPeoplePairs([...scored(10, 4, [3, 5]), ...scored(10, 2, [2])]));
    expect(figures.alpha).toEqual({ status: "shown", value: expect.closeTo(1, 10), count: 20 });
    expect(figures.meanDifference).toEqual({ status: "shown", value: 0, count: 20 });
    const kinder = aiWithPeople(aiPeoplePairs(scored(20, 5, [4, 4])));
    expect(kinder.meanDifference).toEqual({ status: "shown", value: 1, count: 20 });
  });

  it("says too few at 19 answers and shows every figure at 20", () => {
    const pairs = aiPeoplePairs(example());
    const tooFew = { status: "too-few", count: 19 };
    expect(aiWithPeople(pairs.slice(0, 19))).toEqual({ alpha: tooFew, meanDifference: tooFew, withinOnePoint: tooFew });
    expect(Object.values(aiWithPeople(pairs)).map((figure) => figure.status)).toEqual(["shown", "shown", "shown"]);
  });

  it("is too few with no overlap or all missing", () => {
    const none: AiPeoplePair[] = aiPeoplePairs([...scored(30, null, [3, 4]), ...scored(30, 3, [null])]);
    expect(none).toEqual([]);
    expect(aiWithPeople(none).meanDifference).toEqual({ status: "too-few", count: 0 });
  });
});
