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
 * The runs combined: both scored, their mean rounded down; none scored, insufficient evidence with
 * the leading run's reason. Scored runs further apart than LOW_AGREEMENT_GAP flag low agreement,
 * and the lower of them stands.
 * One run scoring while another finds no evidence is the widest disagreement: low agreement, and
 * the criterion is left to a person (`runs-disagree`) rather than taking the one score. A cap
 * (scoringCap) leaves it insufficient whatever the runs said, keeping their scores for the
 * reviewer.
 */
export function combineRuns(verdicts: readonly RunVerdict[], cap: InsufficientReason | null): CombinedCriterion {
  const scores = verdicts.map((verdict) => verdict.score).filter((score): score is number => typeof score === "number");
  const split = scores.length > 0 && scores.length < verdicts.length;
  const lowAgreement = split || (scores.length >= 2 && Math.max(...scores) - Math.min(...scores) > LOW_AGREEMENT_GAP);
  const lead =
    verdicts.find((verdict) => typeof verdict.score === "number") ??
    verdicts.find((verdict) => verdict.reason === "no-verified-quote") ??
    verdicts[0];
  const base = { rationale: lead?.rationale ?? "", runScores: verdicts.map((verdict) => verdict.score), lowAgreement };
  if (cap) return { ...base, score: "insufficient_evidence", insufficientReason: cap };
  if (scores.length === 0)
    return { ...base, score: "insufficient_evidence", insufficientReason: lead?.reason ?? "model" };
  if (split) return { ...base, score: "insufficient_evidence", insufficientReason: "runs-disagree" };
  // Runs that disagree widely: the lower stands, since a run swayed by the answer (an instruction
  // inside it) must not lift the criterion (decision 0069).
  if (lowAgreement) return { ...base, score: Math.min(...scores), insufficientReason: null };
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return { ...base, score: Math.floor(mean), insufficientReason: null };
}

// ── The overall score ───────────────────────────────────────────────────────────────────────

/**
 * An overall is given only when at least this share of the base questions was scored: 5 of the
 * network interview's 7. Fewer, and a candidate could be ranked on their two best answers.
 */
const MIN_SCORED_ANSWER_SHARE = 5 / 7;

/**
 * Reasons that are the AI's checks failing, not the candidate: every quote the models gave was
 * unverifiable, or the two runs disagreed on whether there is evidence at all. An answer left
 * unscored only for these is left out of the overall (a person judges it). Any other unscored
 * answer (silent, too short, not reached, spoken to the evaluator, nothing relevant said) counts
 * as the lowest score, so leaving out a weak answer never raises the overall (decision 0069).
 */
const AI_SIDE_REASONS: ReadonlySet<InsufficientReason> = new Set(["no-verified-quote", "runs-disagree"]);

/** What an overall rests on: "based on 5 of 7 answers", and how many it needs. */
export interface OverallBasis {
  scoredAnswers: number;
  answers: number;
  needed: number;
}

type ScoredQuestion = Pick<StoredQuestionResult, "criteria" | "signals">;

export function overallBasis(questions: readonly ScoredQuestion[]): OverallBasis {
  return {
    scoredAnswers: questions.filter((question) => answerScore(question) !== null).length,
    answers: questions.length,
    needed: Math.max(1, Math.ceil(questions.length * MIN_SCORED_ANSWER_SHARE - 1e-9)),
  };
}

/**
 * The overall 0–100, computed by the server from the criteria and never taken from a model
 * (decision 0050): per answer, the mean of its scored criteria with 1 → 0 and 5 → 100
 * (insufficient evidence within an answer is left out); then the mean over the base answers,
 * with a candidate's unscored answer as 0 and one the AI's checks left unscored left out. Null
 * when fewer answers than OverallBasis.needed were scored.
 */
export function overallScore(questions: readonly ScoredQuestion[]): number | null {
  const basis = overallBasis(questions);
  if (basis.scoredAnswers < basis.needed) return null;
  const counted = questions.flatMap((question) => {
    const score = answerScore(question);
    if (score !== null) return [score];
    return leftToAPerson(question) ? [] : [0];
  });
  return Math.round(counted.reduce((sum, score) => sum + score, 0) / counted.length);
}

/** The overall score an evaluation stores: none when content is not scored. */
export function evaluationOverallScore(questions: readonly ScoredQuestion[], contentScored: boolean): number | null {
  return contentScored ? overallScore(questions) : null;
}

function answerScore(question: ScoredQuestion): number | null {
  const scores = question.criteria
    .map((criterion) => criterion.score)
    .filter((score): score is number => typeof score === "number");
  if (scores.length === 0) return null;
  return scores.reduce((sum, score) => sum + (score - 1) * 25, 0) / scores.length;
}

function leftToAPerson(question: ScoredQuestion): boolean {
  const spoke = question.signals.speechSeconds >= MIN_SPEECH_SECONDS_TO_SCORE;
  return (
    spoke &&
    question.criteria.length > 0 &&
    question.criteria.every(
      (criterion) => criterion.insufficientReason !== null && AI_SIDE_REASONS.has(criterion.insufficientReason),
    )
  );
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
