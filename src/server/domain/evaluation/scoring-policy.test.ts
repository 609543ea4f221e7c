import { describe, expect, it } from "vitest";
import type { CriterionScore, InsufficientReason } from "@shared/evaluation/evaluation-contracts";
import type { RubricCriterion } from "@shared/evaluation/rubric";
import {
  MIN_SPEECH_SECONDS_TO_SCORE,
  SILENT_ANSWER_SIGNALS,
  answerSignals,
  combineRuns,
  evaluationOverallScore,
  overallBasis,
  isAssessedSlot,
  overallScore,
  planAnswerScoring,
  runVerdict,
  scoresContent,
  scoringCap,
  storedEvaluationScoresContent,
  unscoredCriterion,
  type RunVerdict,
} from "./scoring-policy";

const question = (...scores: CriterionScore[]) => answer(60, scores);
/** An answer of so many seconds of speech whose criteria were scored, or left insufficient for a reason. */
const answer = (speechSeconds: number, scores: CriterionScore[], reason: InsufficientReason = "model") => ({
  signals: { speechSeconds, answered: speechSeconds >= 1, timeLimitShare: 0.5 },
  criteria: scores.map((score, index) => ({
    key: `c${index}`,
    competency: "c",
    score,
    insufficientReason: typeof score === "number" ? null : reason,
    rationale: "",
    quotes: [],
    runScores: [score, score],
    lowAgreement: false,
    quotesDropped: 0,
  })),
});

const criteria: RubricCriterion[] = [
  { key: "problem-solving", competency: "Solves problems", levels: ["a", "b", "c", "d", "e"] },
  { key: "ownership", competency: "Owns outcomes", levels: ["a", "b", "c", "d", "e"] },
];

const scored = (score: number, rationale = `scored ${score}`): RunVerdict => ({ score, reason: null, rationale });
const none = (reason: "model" | "no-verified-quote", rationale: string = reason): RunVerdict => ({
  score: "insufficient_evidence",
  reason,
  rationale,
});

describe("overallScore", () => {
  it("maps each answer's mean of its scored criteria from 1–5 to 0–100, then takes the mean over answers", () => {
    expect(overallScore([question(5, 5), question(5)])).toBe(100);
    expect(overallScore([question(1)])).toBe(0);
    // Answers 62.5 and 75.
    expect(overallScore([question(4, 3), question(4)])).toBe(69);
  });

  it("leaves an insufficient criterion within a scored answer out rather than counting it as low", () => {
    expect(overallScore([question(4, "insufficient_evidence"), question(4)])).toBe(75);
  });

  it("gives an overall only when 5 of 7 answers, or the same share of fewer, were scored", () => {
    const silent = answer(0, ["insufficient_evidence"], "no-verified-quote");
    const five = [question(5), question(5), question(5), question(5), question(5)];
    expect(overallScore([...five, silent, silent])).not.toBeNull();
    expect(overallScore([...five.slice(1), silent, silent, silent])).toBeNull();
    expect(overallBasis([...five, silent, silent])).toEqual({ scoredAnswers: 5, answers: 7, needed: 5 });
    expect(overallBasis([question(5), silent, silent])).toEqual({ scoredAnswers: 1, answers: 3, needed: 3 });
    expect(overallScore([question(5), question(5), silent])).toBeNull();
    expect(overallScore([question("insufficient_evidence"), question()])).toBeNull();
    expect(overallScore([])).toBeNull();
  });

  it("never rises when a weak answer is left silent, cut short, spoken to the evaluator or off the subject", () => {
    const strong = [question(5), question(5), question(5), question(5), question(5)];
    const allAnswered = overallScore([...strong, question(1), question(1)])!;
    const unscoredByTheCandidate = [
      answer(0, ["insufficient_evidence"], "no-verified-quote"),
      answer(4, ["insufficient_evidence"], "too-little-speech"),
      answer(60, ["insufficient_evidence"], "possible-injection"),
      answer(60, ["insufficient_evidence"], "model"),
    ];
    for (const weak of unscoredByTheCandidate)
      expect(overallScore([...strong, weak, weak])).toBeLessThanOrEqual(allAnswered);
    // Today's numbers: the mean of the scored answers alone would give 100.
    expect(overallScore([...strong, unscoredByTheCandidate[2]!, unscoredByTheCandidate[2]!])).toBe(71);
  });

  it("leaves out an answer the AI's own checks left to a person", () => {
    const strong = [question(5), question(5), question(5), question(5), question(5)];
    expect(overallScore([...strong, answer(60, ["insufficient_evidence"], "runs-disagree"), question(5)])).toBe(100);
    expect(overallScore([...strong, answer(60, ["insufficient_evidence"], "no-verified-quote"), question(5)])).toBe(
      100,
    );
  });

  it("stores no overall score when content is not scored, whatever the criteria say", () => {
    expect(evaluationOverallScore([question(5)], true)).toBe(100);
    expect(evaluationOverallScore([question(5)], false)).toBeNull();
  });
});

describe("which answers count", () => {
  it("assesses base questions and folds a follow-up into its parent", () => {
    expect(isAssessedSlot({ timeLimitSeconds: 60 })).toBe(true);
    expect(isAssessedSlot({ timeLimitSeconds: 60, followUpOf: 0 })).toBe(false);
  });

  it("scores content only with a provider that assesses and without a human-only review", () => {
    expect(scoresContent({ assesses: true, humanReviewOnly: false })).toBe(true);
    expect(scoresContent({ assesses: false, humanReviewOnly: false })).toBe(false);
    expect(scoresContent({ assesses: true, humanReviewOnly: true })).toBe(false);
  });

  it("never says the offline provider scored content", () => {
    expect(storedEvaluationScoresContent({ provider: "openai", humanReviewOnly: false })).toBe(true);
    expect(storedEvaluationScoresContent({ provider: "offline", humanReviewOnly: false })).toBe(false);
    expect(storedEvaluationScoresContent({ provider: "openai", humanReviewOnly: true })).toBe(false);
  });

  it("counts an answer as answered from a second of speech, and its share of the time limit", () => {
    expect(answerSignals({ speechSeconds: 12.345, clipSeconds: 45, timeLimitSeconds: 60 })).toEqual({
      speechSeconds: 12.3,
      answered: true,
      timeLimitShare: 0.75,
    });
    expect(answerSignals({ speechSeconds: 0.99, clipSeconds: 90, timeLimitSeconds: 60 })).toMatchObject({
      answered: false,
      timeLimitShare: 1,
    });
    expect(answerSignals({ speechSeconds: 0, clipSeconds: null, timeLimitSeconds: 60 }).timeLimitShare).toBe(0);
    expect(answerSignals({ speechSeconds: 5, clipSeconds: 30, timeLimitSeconds: 0 }).timeLimitShare).toBe(0);
  });

  it("shows a question with no stored result as silent", () => {
    expect(SILENT_ANSWER_SIGNALS).toEqual({ speechSeconds: 0, answered: false, timeLimitShare: 0 });
  });
});

describe("flagged or silent answers", () => {
  it("caps an answer with too little speech, then one that spoke to the evaluator", () => {
    const little = MIN_SPEECH_SECONDS_TO_SCORE - 0.5;
    expect(scoringCap({ speechSeconds: little, possibleInjection: true })).toBe("too-little-speech");
    expect(scoringCap({ speechSeconds: 60, possibleInjection: true })).toBe("possible-injection");
    expect(scoringCap({ speechSeconds: MIN_SPEECH_SECONDS_TO_SCORE, possibleInjection: false })).toBeNull();
  });

  it("asks no model when content is not scored, and leaves the criteria empty", () => {
    const plan = { criteria, hasTranscript: true, speechSeconds: 60, possibleInjection: false };
    expect(planAnswerScoring({ ...plan, scoresContent: false })).toEqual({ kind: "not-scored" });
    expect(planAnswerScoring({ ...plan, scoresContent: true })).toEqual({ kind: "assess" });
  });

  it("settles every criterion as insufficient evidence, without a call, for a silent or flagged answer", () => {
    const plan = { scoresContent: true, criteria, possibleInjection: false };
    const reasons = (input: Parameters<typeof planAnswerScoring>[0]) => {
      const result = planAnswerScoring(input);
      return result.kind === "settled" ? result.criteria.map((criterion) => criterion.insufficientReason) : result.kind;
    };
    expect(reasons({ ...plan, hasTranscript: false, speechSeconds: 60 })).toEqual([
      "no-verified-quote",
      "no-verified-quote",
    ]);
    expect(reasons({ ...plan, hasTranscript: false, speechSeconds: 2 })).toEqual([
      "no-verified-quote",
      "no-verified-quote",
    ]);
    expect(reasons({ ...plan, hasTranscript: true, speechSeconds: 2 })).toEqual([
      "too-little-speech",
      "too-little-speech",
    ]);
    expect(reasons({ ...plan, hasTranscript: true, speechSeconds: 60, possibleInjection: true })).toEqual([
      "possible-injection",
      "possible-injection",
    ]);
  });

  it("writes an unscored criterion with nothing claimed", () => {
    expect(unscoredCriterion(criteria[0]!, "too-little-speech")).toEqual({
      key: "problem-solving",
      competency: "Solves problems",
      score: "insufficient_evidence",
      insufficientReason: "too-little-speech",
      rationale: "",
      quotes: [],
      runScores: [],
      lowAgreement: false,
      quotesDropped: 0,
    });
  });
});

describe("a run's verdict", () => {
  it("takes the model's score only with a verified quote", () => {
    expect(runVerdict({ score: "4", rationale: "r" }, 1)).toEqual({ score: 4, reason: null, rationale: "r" });
    expect(runVerdict({ score: "4", rationale: "r" }, 0)).toEqual({
      score: "insufficient_evidence",
      reason: "no-verified-quote",
      rationale: "r",
    });
  });

  it("treats a criterion left out or found without evidence as the model finding none", () => {
    expect(runVerdict(undefined, 0)).toEqual({ score: "insufficient_evidence", reason: "model", rationale: "" });
    expect(runVerdict({ score: "insufficient_evidence", rationale: "r" }, 2)).toEqual({
      score: "insufficient_evidence",
      reason: "model",
      rationale: "r",
    });
  });
});

describe("combineRuns", () => {
  it("combines two scored runs to their mean, rounded down", () => {
    expect(combineRuns([scored(4), scored(3)], null)).toEqual({
      score: 3,
      insufficientReason: null,
      rationale: "scored 4",
      runScores: [4, 3],
      lowAgreement: false,
    });
  });

  it("flags low agreement when scored runs differ by more than one, and keeps the lower score", () => {
    expect(combineRuns([scored(5), scored(2)], null)).toMatchObject({ score: 2, lowAgreement: true });
    expect(combineRuns([scored(2), scored(5)], null)).toMatchObject({ score: 2, lowAgreement: true });
    expect(combineRuns([scored(3), scored(2)], null)).toMatchObject({ lowAgreement: false });
  });

  it("leaves a criterion to a person, flagged, when one run scored and the other found no evidence", () => {
    expect(combineRuns([none("model"), scored(4)], null)).toEqual({
      score: "insufficient_evidence",
      insufficientReason: "runs-disagree",
      rationale: "scored 4",
      runScores: ["insufficient_evidence", 4],
      lowAgreement: true,
    });
    expect(combineRuns([scored(5), none("no-verified-quote")], null)).toMatchObject({
      score: "insufficient_evidence",
      insufficientReason: "runs-disagree",
      lowAgreement: true,
    });
  });

  it("is insufficient evidence when no run scored, led by a run whose quotes failed verification", () => {
    expect(combineRuns([none("model"), none("no-verified-quote", "unverified")], null)).toMatchObject({
      score: "insufficient_evidence",
      insufficientReason: "no-verified-quote",
      rationale: "unverified",
    });
    expect(combineRuns([none("model")], null)).toMatchObject({ insufficientReason: "model" });
    expect(combineRuns([], null)).toMatchObject({ insufficientReason: "model", rationale: "", runScores: [] });
  });

  it("keeps the runs' scores but scores nothing under a cap", () => {
    expect(combineRuns([scored(5), scored(5)], "possible-injection")).toEqual({
      score: "insufficient_evidence",
      insufficientReason: "possible-injection",
      rationale: "scored 5",
      runScores: [5, 5],
      lowAgreement: false,
    });
  });
});
