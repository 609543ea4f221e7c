import { describe, expect, it } from "vitest";
import { NETWORK_RUBRIC } from "@shared/evaluation/rubric";
import { scorecardMessages, type ScorecardRating } from "@shared/scorecards/scorecard-contracts";
import {
  checkedRatings,
  checkedSubmission,
  panelCriteria,
  scorecardQuestions,
  spreadOf,
  unansweredCount,
} from "./scorecard-rules";

const slots = [
  { text: "Tell us about yourself.", timeLimitSeconds: 120 },
  { text: "What did the follow-up ask?", timeLimitSeconds: 60, followUpOf: 0 },
  { text: "Name a skill you used.", timeLimitSeconds: 120 },
];
const rubric = {
  version: "network-1",
  questions: [NETWORK_RUBRIC.questions[0]!, NETWORK_RUBRIC.questions[0]!, NETWORK_RUBRIC.questions[1]!],
};
const questions = scorecardQuestions(slots, rubric);
const rating = (questionIndex: number, criterionKey: string, score: number | null, note = ""): ScorecardRating => ({
  questionIndex,
  criterionKey,
  score,
  note,
});
/** Every criterion of the two scored questions answered. */
const complete = [
  rating(0, "relevant-experience", 4),
  rating(0, "clarity-of-explanation", null),
  rating(2, "skill-evidence", 2),
  rating(2, "clarity-of-explanation", 5),
];

describe("a scorecard's questions (decision 0085)", () => {
  it("takes each base question with its rubric's criteria and anchors, and leaves a follow-up to its parent", () => {
    expect(questions.map((question) => [question.index, question.number, question.question])).toEqual([
      [0, 1, "Tell us about yourself."],
      [2, 2, "Name a skill you used."],
    ]);
    expect(questions[0]!.criteria.map((criterion) => criterion.key)).toEqual([
      "relevant-experience",
      "clarity-of-explanation",
    ]);
    expect(questions[0]!.criteria[0]!.levels).toHaveLength(5);
  });

  it("leaves out a question whose rubric has no criteria", () => {
    expect(scorecardQuestions(slots.slice(0, 1), { version: "v", questions: [] })).toEqual([]);
  });
});

describe("what a draft may hold and what submitting needs (decision 0085)", () => {
  it("keeps a draft's subset in the rubric's order, notes trimmed", () => {
    const draft = checkedRatings(questions, [
      rating(2, "skill-evidence", 3, "  used it  "),
      rating(0, "relevant-experience", 1),
    ]);
    expect(draft.map((r) => [r.questionIndex, r.criterionKey, r.note])).toEqual([
      [0, "relevant-experience", ""],
      [2, "skill-evidence", "used it"],
    ]);
  });

  it("refuses a criterion the rubric does not have, or on a follow-up, and one scored twice", () => {
    expect(() => checkedRatings(questions, [rating(0, "made-up", 3)])).toThrow(scorecardMessages.unknownCriterion);
    expect(() => checkedRatings(questions, [rating(1, "relevant-experience", 3)])).toThrow(
      scorecardMessages.unknownCriterion,
    );
    expect(() =>
      checkedRatings(questions, [rating(0, "relevant-experience", 3), rating(0, "relevant-experience", 4)]),
    ).toThrow(scorecardMessages.duplicateCriterion);
  });

  it("counts what is left: 'not enough evidence' is an answer, a missing criterion is not", () => {
    expect(unansweredCount(questions, [])).toBe(4);
    expect(unansweredCount(questions, complete)).toBe(0);
    expect(unansweredCount(questions, complete.slice(1))).toBe(1);
  });

  it("submits only every criterion answered, with a recommendation, saying how many are left", () => {
    expect(() => checkedSubmission(questions, { ratings: complete.slice(2), recommendation: "yes" })).toThrow(
      scorecardMessages.incomplete(2),
    );
    expect(() => checkedSubmission(questions, { ratings: complete.slice(1), recommendation: "yes" })).toThrow(
      scorecardMessages.incomplete(1),
    );
    expect(() => checkedSubmission(questions, { ratings: complete, recommendation: null })).toThrow(
      scorecardMessages.recommendationMissing,
    );
    expect(checkedSubmission(questions, { ratings: complete, recommendation: "strong_yes" }).recommendation).toBe(
      "strong_yes",
    );
  });
});

describe("the panel (decision 0085)", () => {
  it("spreads over the scores given, 'not enough evidence' left out, none under two scores", () => {
    expect(spreadOf([2, 4, 3])).toBe(2);
    expect(spreadOf([5, null, 5])).toBe(0);
    expect(spreadOf([4, null])).toBeNull();
    expect(spreadOf([])).toBeNull();
  });

  it("marks a criterion for discussion at a spread of 2, not 1, and shows the AI's score and override", () => {
    const members = [
      { ratings: complete },
      {
        ratings: [
          rating(0, "relevant-experience", 2, "little on AI"),
          rating(0, "clarity-of-explanation", 3),
          rating(2, "skill-evidence", 3),
          rating(2, "clarity-of-explanation", 5),
        ],
      },
    ];
    const ai = new Map([
      ["0:relevant-experience", { ai: 3, override: null }],
      ["2:skill-evidence", { ai: null, override: 4 }],
    ]);
    const panel = panelCriteria(questions, members, ai);
    expect(
      panel.map((criterion) => [criterion.criterionKey, criterion.scores, criterion.spread, criterion.discuss]),
    ).toEqual([
      ["relevant-experience", [4, 2], 2, true],
      ["clarity-of-explanation", [null, 3], null, false],
      ["skill-evidence", [2, 3], 1, false],
      ["clarity-of-explanation", [5, 5], 0, false],
    ]);
    expect(panel[0]).toMatchObject({ ai: 3, aiOverride: null, notes: ["", "little on AI"] });
    expect(panel[2]).toMatchObject({ ai: null, aiOverride: 4 });
    expect(panel[1]).toMatchObject({ ai: null, aiOverride: null });
  });
});
