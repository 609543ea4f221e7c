import {
  LOW_AGREEMENT_GAP,
  MIN_SPEECH_SECONDS_TO_SCORE,
  type CriterionScore,
  type InsufficientReason,
  type TimedWord,
  type VerifiedQuote,
} from "@shared/evaluation/evaluation-contracts";
import type { RubricCriterion } from "@shared/evaluation/rubric";
import type { StoredCriterionResult } from "../../../db/schema/evaluation-result";
import type { AssessmentOutput } from "../assessment-output";
import { verifyQuoteIn } from "./verify-quote";
import { indexedTokensOf } from "./words";

export interface AnswerAssessmentInput {
  criteria: readonly RubricCriterion[];
  /** The independent runs' validated outputs, in run order. */
  runs: readonly AssessmentOutput[];
  /** The transcript the model was given (corrections applied), times in seconds of the recording. */
  words: readonly TimedWord[];
  speechSeconds: number;
  /** Instruction-like speech was found in this answer (detectInjection). */
  possibleInjection: boolean;
}

export interface AnswerAssessment {
  criteria: StoredCriterionResult[];
  /** Quotes each run lost to verification, for its run log entry. */
  quotesDroppedPerRun: number[];
}

interface RunVerdict {
  score: CriterionScore;
  reason: InsufficientReason | null;
  rationale: string;
  quotes: VerifiedQuote[];
  dropped: number;
}

/**
 * What the server concludes about one answer from the models' runs (decision 0050). The model
 * proposes; only verified quotes and measured signals decide what it may claim:
 * - a quote not found word for word in the transcript is dropped and counted;
 * - a run's criterion with no verified quote is insufficient evidence, never a low score;
 * - under MIN_SPEECH_SECONDS_TO_SCORE of speech, or possible injection, nothing is scored;
 * - two scored runs combine to their mean rounded down; a gap over LOW_AGREEMENT_GAP is flagged.
 */
export function assessAnswer(input: AnswerAssessmentInput): AnswerAssessment {
  const tokens = indexedTokensOf(input.words);
  const verdictsPerRun = input.runs.map((run) =>
    input.criteria.map((criterion) => judgeRun(run, criterion, input.words, tokens)),
  );
  const capReason: InsufficientReason | null =
    input.speechSeconds < MIN_SPEECH_SECONDS_TO_SCORE
      ? "too-little-speech"
      : input.possibleInjection
        ? "possible-injection"
        : null;
  const criteria = input.criteria.map((criterion, position) =>
    combine(
      criterion,
      verdictsPerRun.map((verdicts) => verdicts[position]!),
      capReason,
    ),
  );
  return {
    criteria,
    quotesDroppedPerRun: verdictsPerRun.map((verdicts) => verdicts.reduce((sum, verdict) => sum + verdict.dropped, 0)),
  };
}

function judgeRun(
  run: AssessmentOutput,
  criterion: RubricCriterion,
  words: readonly TimedWord[],
  tokens: ReturnType<typeof indexedTokensOf>,
): RunVerdict {
  const said = run.criteria.find((item) => item.key === criterion.key);
  if (!said) return { score: "insufficient_evidence", reason: "model", rationale: "", quotes: [], dropped: 0 };
  const verified = said.evidence
    .map((evidence) => verifyQuoteIn(evidence.quote, words, tokens))
    .filter((quote): quote is VerifiedQuote => quote !== null);
  const quotes = uniqueByTime(verified);
  const dropped = said.evidence.length - verified.length;
  if (said.score === "insufficient_evidence")
    return { score: "insufficient_evidence", reason: "model", rationale: said.rationale, quotes, dropped };
  if (quotes.length === 0)
    return { score: "insufficient_evidence", reason: "no-verified-quote", rationale: said.rationale, quotes, dropped };
  return { score: Number(said.score), reason: null, rationale: said.rationale, quotes, dropped };
}

function combine(
  criterion: RubricCriterion,
  verdicts: readonly RunVerdict[],
  capReason: InsufficientReason | null,
): StoredCriterionResult {
  const scored = verdicts.filter(
    (verdict): verdict is RunVerdict & { score: number } => typeof verdict.score === "number",
  );
  const scores = scored.map((verdict) => verdict.score);
  const lowAgreement = scores.length >= 2 && Math.max(...scores) - Math.min(...scores) > LOW_AGREEMENT_GAP;
  const lead = scored[0] ?? verdicts.find((verdict) => verdict.reason === "no-verified-quote") ?? verdicts[0];
  const quotes = uniqueByTime(verdicts.flatMap((verdict) => verdict.quotes)).sort(
    (a, b) => a.startSeconds - b.startSeconds,
  );
  const base = {
    key: criterion.key,
    competency: criterion.competency,
    rationale: lead?.rationale ?? "",
    quotes,
    runScores: verdicts.map((verdict) => verdict.score),
    lowAgreement,
    quotesDropped: verdicts.reduce((sum, verdict) => sum + verdict.dropped, 0),
  };
  if (capReason) return { ...base, score: "insufficient_evidence", insufficientReason: capReason };
  if (scores.length === 0)
    return { ...base, score: "insufficient_evidence", insufficientReason: lead?.reason ?? "model" };
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return { ...base, score: Math.floor(mean), insufficientReason: null };
}

function uniqueByTime(quotes: readonly VerifiedQuote[]): VerifiedQuote[] {
  const seen = new Set<string>();
  return quotes.filter((quote) => {
    const key = `${quote.startSeconds}-${quote.endSeconds}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
