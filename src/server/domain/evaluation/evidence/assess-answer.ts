import type { InsufficientReason, TimedWord, VerifiedQuote } from "@shared/evaluation/evaluation-contracts";
import type { RubricCriterion } from "@shared/evaluation/rubric";
import type { StoredCriterionResult } from "../../../db/schema/evaluation-result";
import type { AssessmentOutput } from "../assessment-output";
import { combineRuns, runVerdict, scoringCap, type RunVerdict } from "../scoring-policy";
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

interface VerifiedRun {
  verdict: RunVerdict;
  quotes: VerifiedQuote[];
  dropped: number;
}

/**
 * What the server concludes about one answer from the models' runs (decision 0050). The model
 * proposes; only verified quotes and measured signals decide what it may claim:
 * - a quote not found word for word in the transcript is dropped and counted;
 * - the rest (what a run's verdict is, how runs combine, caps, low agreement) is the scoring
 *   policy's (`../scoring-policy`).
 */
export function assessAnswer(input: AnswerAssessmentInput): AnswerAssessment {
  const tokens = indexedTokensOf(input.words);
  const runs = input.runs.map((run) =>
    input.criteria.map((criterion) => verifyRun(run, criterion, input.words, tokens)),
  );
  const cap = scoringCap(input);
  const criteria = input.criteria.map((criterion, position) =>
    combine(
      criterion,
      runs.map((verified) => verified[position]!),
      cap,
    ),
  );
  return {
    criteria,
    quotesDroppedPerRun: runs.map((verified) => verified.reduce((sum, run) => sum + run.dropped, 0)),
  };
}

function verifyRun(
  run: AssessmentOutput,
  criterion: RubricCriterion,
  words: readonly TimedWord[],
  tokens: ReturnType<typeof indexedTokensOf>,
): VerifiedRun {
  const said = run.criteria.find((item) => item.key === criterion.key);
  if (!said) return { verdict: runVerdict(undefined, 0), quotes: [], dropped: 0 };
  const verified = said.evidence
    .map((evidence) => verifyQuoteIn(evidence.quote, words, tokens))
    .filter((quote): quote is VerifiedQuote => quote !== null);
  const quotes = uniqueByTime(verified);
  return { verdict: runVerdict(said, quotes.length), quotes, dropped: said.evidence.length - verified.length };
}

function combine(
  criterion: RubricCriterion,
  runs: readonly VerifiedRun[],
  cap: InsufficientReason | null,
): StoredCriterionResult {
  return {
    key: criterion.key,
    competency: criterion.competency,
    quotes: uniqueByTime(runs.flatMap((run) => run.quotes)).sort((a, b) => a.startSeconds - b.startSeconds),
    quotesDropped: runs.reduce((sum, run) => sum + run.dropped, 0),
    ...combineRuns(
      runs.map((run) => run.verdict),
      cap,
    ),
  };
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
