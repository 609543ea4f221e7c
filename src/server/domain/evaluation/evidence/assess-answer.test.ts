import { describe, expect, it } from "vitest";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import type { RubricCriterion } from "@shared/evaluation/rubric";
import type { AssessmentOutput } from "../assessment-output";
import { assessAnswer } from "./assess-answer";

const words: TimedWord[] =
  "I designed the evaluation harness for our retrieval system and we measured recall every week"
    .split(" ")
    .map((text, index) => ({ text, start: 30 + index, end: 30.8 + index }));

const criteria: RubricCriterion[] = [
  { key: "problem-solving", competency: "Solves problems", levels: ["a", "b", "c", "d", "e"] },
  { key: "ownership", competency: "Owns outcomes", levels: ["a", "b", "c", "d", "e"] },
];

function run(
  scores: Record<string, AssessmentOutput["criteria"][number]["score"]>,
  quotes: Record<string, string[]>,
): AssessmentOutput {
  return {
    criteria: Object.entries(scores).map(([key, score]) => ({
      key,
      evidence: (quotes[key] ?? []).map((quote) => ({ quote })),
      rationale: `rationale for ${key}`,
      score,
    })),
    summary: "summary",
    candidate_feedback: "feedback",
  };
}

const good = { "problem-solving": ["designed the evaluation harness"], ownership: ["we measured recall every week"] };

describe("assessAnswer", () => {
  it("keeps verified quotes with their times and combines two runs to their mean, rounded down", () => {
    const result = assessAnswer({
      criteria,
      runs: [
        run({ "problem-solving": "4", ownership: "3" }, good),
        run({ "problem-solving": "3", ownership: "3" }, good),
      ],
      words,
      speechSeconds: 60,
      possibleInjection: false,
    });
    expect(result.criteria[0]).toMatchObject({
      key: "problem-solving",
      score: 3,
      runScores: [4, 3],
      lowAgreement: false,
      insufficientReason: null,
      quotes: [{ text: "designed the evaluation harness", startSeconds: 31, endSeconds: 34.8 }],
    });
    expect(result.criteria[1]).toMatchObject({ score: 3, quotes: [{ startSeconds: 40 }] });
    expect(result.quotesDroppedPerRun).toEqual([0, 0]);
  });

  it("drops a quote that is not in the transcript and leaves the criterion without evidence", () => {
    const invented = { "problem-solving": ["I single-handedly rebuilt the whole platform"], ownership: good.ownership };
    const result = assessAnswer({
      criteria,
      runs: [
        run({ "problem-solving": "5", ownership: "4" }, invented),
        run({ "problem-solving": "5", ownership: "4" }, invented),
      ],
      words,
      speechSeconds: 60,
      possibleInjection: false,
    });
    expect(result.criteria[0]).toMatchObject({
      score: "insufficient_evidence",
      insufficientReason: "no-verified-quote",
      quotes: [],
      quotesDropped: 2,
    });
    expect(result.criteria[1]!.score).toBe(4);
    expect(result.quotesDroppedPerRun).toEqual([1, 1]);
  });

  it("flags low agreement when the runs differ by more than one, and keeps the lower score", () => {
    const result = assessAnswer({
      criteria,
      runs: [
        run({ "problem-solving": "5", ownership: "3" }, good),
        run({ "problem-solving": "2", ownership: "2" }, good),
      ],
      words,
      speechSeconds: 60,
      possibleInjection: false,
    });
    expect(result.criteria.map((c) => [c.score, c.lowAgreement])).toEqual([
      [2, true],
      [2, false],
    ]);
  });

  it("leaves a criterion to a person when one run scored and the other found no evidence", () => {
    const result = assessAnswer({
      criteria,
      runs: [
        run({ "problem-solving": "4", ownership: "insufficient_evidence" }, good),
        run({ "problem-solving": "insufficient_evidence", ownership: "insufficient_evidence" }, good),
      ],
      words,
      speechSeconds: 60,
      possibleInjection: false,
    });
    expect(result.criteria[0]).toMatchObject({
      score: "insufficient_evidence",
      insufficientReason: "runs-disagree",
      lowAgreement: true,
      runScores: [4, "insufficient_evidence"],
    });
    expect(result.criteria[1]).toMatchObject({ score: "insufficient_evidence", insufficientReason: "model" });
  });

  it("scores nothing in an answer with under 10 s of speech, whatever the model says", () => {
    const result = assessAnswer({
      criteria,
      runs: [
        run({ "problem-solving": "5", ownership: "5" }, good),
        run({ "problem-solving": "5", ownership: "5" }, good),
      ],
      words,
      speechSeconds: 9.5,
      possibleInjection: false,
    });
    expect(
      result.criteria.every((c) => c.score === "insufficient_evidence" && c.insufficientReason === "too-little-speech"),
    ).toBe(true);
    expect(result.criteria[0]!.runScores).toEqual([5, 5]);
  });

  it("scores nothing in an answer that spoke to the evaluator, so speaking to the model cannot raise a score", () => {
    const result = assessAnswer({
      criteria,
      runs: [
        run({ "problem-solving": "5", ownership: "5" }, good),
        run({ "problem-solving": "5", ownership: "5" }, good),
      ],
      words,
      speechSeconds: 60,
      possibleInjection: true,
    });
    expect(result.criteria.map((c) => c.insufficientReason)).toEqual(["possible-injection", "possible-injection"]);
  });

  it("treats a criterion a run left out as that run finding no evidence", () => {
    const result = assessAnswer({
      criteria,
      runs: [run({ "problem-solving": "3" }, good), run({ "problem-solving": "3" }, good)],
      words,
      speechSeconds: 60,
      possibleInjection: false,
    });
    expect(result.criteria[1]).toMatchObject({ score: "insufficient_evidence", insufficientReason: "model" });
  });
});
