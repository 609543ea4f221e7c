import {
  MIN_SPEECH_SECONDS_TO_SCORE,
  type AnswerSignals,
  type CriterionScore,
  type InsufficientReason,
} from "@shared/evaluation/evaluation-contracts";
import type { RubricCriterion } from "@shared/evaluation/rubric";
import { isFollowUp, type SlotLike } from "@shared/interviews/question-slots";
import type { StoredCriterionResult, StoredQuestionResult } from "../../db/schema/evaluation-result";

/*
 * The scoring policy (decisions 0050 and 0068): every rule that turns what was measured and what
 * the models proposed into what a company sees. Pure: no database, no I/O, no provider. The
 * pipeline, the evidence rules and the read side ask this module and decide nothing themselves.
 *
 * MIN_SPEECH_SECONDS_TO_SCORE stays in the shared contracts because the web states it to people;
 * it is re-exported here so the policy is read in one place.
 */

export { MIN_SPEECH_SECONDS_TO_SCORE };

/** Less speech than this is no answer at all: no transcript is asked for. */
const ANSWERED_SPEECH_SECONDS = 1;
/** Two independent runs disagreeing by more than this flag the criterion for the reviewer. */
const LOW_AGREEMENT_GAP = 1;
/** The provider that only measures signals: it never scores content (decision 0050). */
const SIGNALS_ONLY_PROVIDER = "offline";

// ── Which answers count ─────────────────────────────────────────────────────────────────────

/**
 * Whether a slot is assessed as an answer of its own. A follow-up's answer is the rest of its
 * parent's (decision 0055): it is cut, transcribed and scored with the parent, against the
 * parent's criteria, so every candidate has one score per base criterion.
 */
export function isAssessedSlot(question: SlotLike): boolean {
  return !isFollowUp(question);
}

/**
 * Whether content is scored at all: never by the provider that only measures signals, never
 * when the candidate chose a human-only review. Otherwise the criteria stay empty and there is
 * no overall score. `assesses`: the provider can assess (the pipeline asks the provider).
 */
export function scoresContent(input: { assesses: boolean; humanReviewOnly: boolean }): boolean {
  return input.assesses && !input.humanReviewOnly;
}

/** The same rule for a stored evaluation, from the provider it names (the read side). */
export function storedEvaluationScoresContent(evaluation: { provider: string; humanReviewOnly: boolean }): boolean {
  return scoresContent({
    assesses: evaluation.provider !== SIGNALS_ONLY_PROVIDER,
    humanReviewOnly: evaluation.humanReviewOnly,
  });
}

/** What was measured of one answer, as stored and shown. */
export function answerSignals(input: {
  /** Seconds of speech found by silence detection, 0 without a clip. */
  speechSeconds: number;
  /** The answer's clip length, null when the question was not asked in the recording. */
  clipSeconds: number | null;
  timeLimitSeconds: number;
}): AnswerSignals {
  return {
    speechSeconds: round(input.speechSeconds, 1),
    answered: input.speechSeconds >= ANSWERED_SPEECH_SECONDS,
    timeLimitShare:
      input.clipSeconds !== null && input.timeLimitSeconds > 0
        ? round(Math.min(1, input.clipSeconds / input.timeLimitSeconds), 3)
        : 0,
  };
}

/** The signals of a question with no stored result: a silent answer. */
export const SILENT_ANSWER_SIGNALS: AnswerSignals = { speechSeconds: 0, answered: false, timeLimitShare: 0 };

// ── Flagged or silent answers ───────────────────────────────────────────────────────────────

/**
 * Why nothing in an answer may be scored, whatever a model says: under
 * MIN_SPEECH_SECONDS_TO_SCORE of speech, or speech addressed to the evaluator (possible
 * injection: a person scores it, so speaking to the model can never raise a score). Null: the
 * answer may be scored.
 */
export function scoringCap(input: { speechSeconds: number; possibleInjection: boolean }): InsufficientReason | null {
  if (input.speechSeconds < MIN_SPEECH_SECONDS_TO_SCORE) return "too-little-speech";
  if (input.possibleInjection) return "possible-injection";
  return null;
}

/**
 * What happens to one answer before any model is asked:
 * - `not-scored`: content is not scored (signals only, human-only review): no criteria;
 * - `settled`: the criteria are insufficient evidence without a call (no transcript: nothing said
 *   could be quoted; too little speech; possible injection);
 * - `assess`: the models are asked, and their runs go through the evidence rules.
 */
export type AnswerScoringPlan =
  { kind: "not-scored" } | { kind: "settled"; criteria: StoredCriterionResult[] } | { kind: "assess" };

export function planAnswerScoring(input: {
  scoresContent: boolean;
  criteria: readonly RubricCriterion[];
  hasTranscript: boolean;
  speechSeconds: number;
  possibleInjection: boolean;
}): AnswerScoringPlan {
  if (!input.scoresContent) return { kind: "not-scored" };
  const cap = input.hasTranscript ? scoringCap(input) : "no-verified-quote";
  if (cap) return { kind: "settled", criteria: input.criteria.map((criterion) => unscoredCriterion(criterion, cap)) };
  return { kind: "assess" };
}

/** A criterion no run was asked about: insufficient evidence, with the reason. */
export function unscoredCriterion(criterion: RubricCriterion, reason: InsufficientReason): StoredCriterionResult {
  return {
    key: criterion.key,
    competency: criterion.competency,
    score: "insufficient_evidence",
    insufficientReason: reason,
    rationale: "",
    quotes: [],
    runScores: [],
    lowAgreement: false,
    quotesDropped: 0,
  };
}

// ── A criterion from the runs ───────────────────────────────────────────────────────────────

/** One run's finding on one criterion once its quotes were verified. */
export interface RunVerdict {
  score: CriterionScore;
  reason: InsufficientReason | null;
  rationale: string;
}

/**
 * One run's score for a criterion. The model proposes; verified quotes decide what it may claim:
 * a criterion the run left out, or scored `insufficient_evidence`, is the model finding none; a
 * score without a single verified quote is insufficient evidence, never a low score.
 */
export function runVerdict(
  said: { score: "1" | "2" | "3" | "4" | "5" | "insufficient_evidence"; rationale: string } | undefined,
  verifiedQuotes: number,
): RunVerdict {
  if (!said) return { score: "insufficient_evidence", reason: "model", rationale: "" };
  if (said.score === "insufficient_evidence")
    return { score: "insufficient_evidence", reason: "model", rationale: said.rationale };
  if (verifiedQuotes === 0)
    return { score: "insufficient_evidence", reason: "no-verified-quote", rationale: said.rationale };
  return { score: Number(said.score), reason: null, rationale: said.rationale };
}

/** A criterion's result from its runs, without its quotes (the evidence rules gather those). */
export type CombinedCriterion = Pick<
  StoredCriterionResult,
  "score" | "insufficientReason" | "rationale" | "runScores" | "lowAgreement"
>;

/**
 * The runs combined: both scored, their mean rounded down; one scored, that one; none scored,
 * insufficient evidence with the leading run's reason. Scored runs further apart than
 * LOW_AGREEMENT_GAP flag low agreement. A cap (scoringCap) leaves it insufficient whatever the
 * runs said, keeping their scores for the reviewer.
 */
export function combineRuns(verdicts: readonly RunVerdict[], cap: InsufficientReason | null): CombinedCriterion {
  const scores = verdicts.map((verdict) => verdict.score).filter((score): score is number => typeof score === "number");
  const lowAgreement = scores.length >= 2 && Math.max(...scores) - Math.min(...scores) > LOW_AGREEMENT_GAP;
  const lead =
    verdicts.find((verdict) => typeof verdict.score === "number") ??
    verdicts.find((verdict) => verdict.reason === "no-verified-quote") ??
    verdicts[0];
  const base = { rationale: lead?.rationale ?? "", runScores: verdicts.map((verdict) => verdict.score), lowAgreement };
  if (cap) return { ...base, score: "insufficient_evidence", insufficientReason: cap };
  if (scores.length === 0)
    return { ...base, score: "insufficient_evidence", insufficientReason: lead?.reason ?? "model" };
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return { ...base, score: Math.floor(mean), insufficientReason: null };
}

// ── The overall score ───────────────────────────────────────────────────────────────────────

/**
 * The overall 0–100, computed by the server from the criteria and never taken from a model
 * (decision 0050): the mean of every scored criterion with 1 → 0 and 5 → 100. Insufficient
 * evidence is left out (absence of evidence is not a low score); nothing scored → no overall.
 */
export function overallScore(questions: readonly Pick<StoredQuestionResult, "criteria">[]): number | null {
  const scores = questions.flatMap((question) =>
    question.criteria.map((criterion) => criterion.score).filter((score): score is number => typeof score === "number"),
  );
  if (scores.length === 0) return null;
  const mean = scores.reduce((sum, score) => sum + (score - 1) * 25, 0) / scores.length;
  return Math.round(mean);
}

/** The overall score an evaluation stores: none when content is not scored. */
export function evaluationOverallScore(
  questions: readonly Pick<StoredQuestionResult, "criteria">[],
  contentScored: boolean,
): number | null {
  return contentScored ? overallScore(questions) : null;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
