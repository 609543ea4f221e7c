import { describe, expect, it } from "vitest";
import { alphaFigureSchema } from "@shared/agreement/agreement-contracts";
import { peopleWithPeople } from "./people-agreement";
import type { RubricScore, ScoredAnswerCriterion } from "./scored-answer";

/** One answer-criterion per answer, scored by the members given. */
const units = (members: RubricScore[][], from = 0): ScoredAnswerCriterion[] =>
  members.map((scores, i) => ({ answerId: `a${from + i}`, criterionId: "c1", members: scores, ai: null }));
const times = (n: number, scores: RubricScore[]) => Array.from({ length: n }, () => scores);

/*
 * 20 answers, two members each: 8 x [1,1], 8 x [5,5], 2 x [1,2], 2 x [2,5].
 * Values: n1 = 18, n2 = 4, n5 = 18, n = 40. Coincidences off the diagonal: o12 = o21 = 2, o25 = o52 = 2.
 * Ordinal differences: d(1,2) = ((18+4)/2)^2 = 121, d(2,5) = ((4+18)/2)^2 = 121,
 * d(1,5) = (18+4+18 - (18+18)/2)^2 = 22^2 = 484.
 * Observed: 2(2*121 + 2*121) = 968. Expected: 2(18*4*121 + 4*18*121 + 18*18*484) = 348480.
 * alpha = 1 - 39 * 968 / 348480 = 1 - 13/120 = 107/120 = 0.891667.
 * (Interval would give 1 - 39 * 40 / 11808 = 0.867886, so this checks the level too.)
 */
const example = [...times(8, [1, 1]), ...times(8, [5, 5]), ...times(2, [1, 2]), ...times(2, [2, 5])];

describe("people with people (decision 0080)", () => {
  it("is the ordinal alpha of the hand-computed example, resting on 20 answers", () => {
    const figure = peopleWithPeople(units(example));
    expect(figure.status).toBe("shown");
    if (figure.status !== "shown") return;
    expect(figure.value).toBeCloseTo(107 / 120, 6);
    expect(figure.count).toBe(20);
    expect(alphaFigureSchema.parse(figure)).toEqual(figure);
  });

  it("treats not enough evidence as missing and leaves out criteria only one member scored", () => {
    // A third member's "not enough evidence" changes nothing; 7 answers one member scored are not double-scored.
    const withMissing = example.map((scores, i) => (i % 2 === 0 ? [...scores, null] : scores));
    const figure = peopleWithPeople([...units(withMissing), ...units(times(7, [3, null]), 100)]);
    expect(figure).toEqual({ status: "shown", value: expect.closeTo(107 / 120, 6), count: 20 });
  });

  it("says too few at 19 double-scored answers and shows the figure at 20", () => {
    expect(peopleWithPeople(units(example.slice(0, 19)))).toEqual({ status: "too-few", count: 19 });
    expect(peopleWithPeople(units(example)).status).toBe("shown");
  });

  it("counts an answer once however many of its criteria were double-scored", () => {
    const twoCriteria = units(example.slice(0, 19)).flatMap((item) => [item, { ...item, criterionId: "c2" }]);
    expect(peopleWithPeople(twoCriteria)).toEqual({ status: "too-few", count: 19 });
  });

  it("is too few with no overlap, all missing, or one member", () => {
    expect(peopleWithPeople([])).toEqual({ status: "too-few", count: 0 });
    expect(peopleWithPeople(units(times(30, [null, null, null])))).toEqual({ status: "too-few", count: 0 });
    expect(peopleWithPeople(units(times(30, [4])))).toEqual({ status: "too-few", count: 0 });
    // Two members, never on the same answer.
    expect(peopleWithPeople(units([...times(15, [3, null]), ...times(15, [null, 4])]))).toEqual({
      status: "too-few",
      count: 0,
    });
  });

  it("is 1 when members always agree and null when every score is the same", () => {
    expect(peopleWithPeople(units([...times(10, [2, 2]), ...times(10, [4, 4, 4])]))).toEqual({
      status: "shown",
      value: expect.closeTo(1, 10),
      count: 20,
    });
    expect(peopleWithPeople(units(times(20, [3, 3])))).toEqual({ status: "shown", value: null, count: 20 });
  });
});
