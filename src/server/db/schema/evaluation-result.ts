import type {
  AnswerSignals,
  CriterionScore,
  InsufficientReason,
  VerifiedQuote,
} from "@shared/evaluation/evaluation-contracts";

/*
 * What an evaluation stores in `evaluations.result` (decision 0050): only what the server
 * checked. Quotes are the verified ones with their times; a criterion left without one is
 * insufficient evidence. Overrides live in their own table and are joined in when read.
 */

export interface StoredCriterionResult {
  key: string;
  competency: string;
  score: CriterionScore;
  insufficientReason: InsufficientReason | null;
  rationale: string;
  quotes: VerifiedQuote[];
  /** Each independent run's score after verification, in run order. */
  runScores: CriterionScore[];
  lowAgreement: boolean;
  quotesDropped: number;
}

export interface StoredQuestionResult {
  index: number;
  signals: AnswerSignals;
  /** Null when there is no transcript; the reason says why. */
  transcriptUnavailableReason: string | null;
  /** Instruction-like speech found by the deterministic detector, flagged to the reviewer. */
  possibleInjection: boolean;
  injectionPhrases: string[];
  /** Empty for the offline provider and human-only review: nothing about content is judged. */
  criteria: StoredCriterionResult[];
  summary: string | null;
}

export interface StoredEvaluationResult {
  questions: StoredQuestionResult[];
}
