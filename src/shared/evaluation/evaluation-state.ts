import type { EvaluationStatus } from "./evaluation-contracts";

/*
 * The evaluation's state in one vocabulary (decision 0069): the applicants list, the AI Feedback
 * tab and the candidate's page say the same word for the same evaluation. The words themselves
 * live with the web's other evaluation texts.
 */
export const evaluationStates = [
  "not-evaluated",
  "queued",
  "transcribing",
  "evaluating",
  "failed",
  "signals-only",
  "human-review",
  "no-overall",
  "scored",
] as const;
export type EvaluationState = (typeof evaluationStates)[number];

/** What decides the state; null: no evaluation (no completed interview yet). */
export interface EvaluationStateFacts {
  status: EvaluationStatus;
  scoresContent: boolean;
  humanReviewOnly: boolean;
  overallScore: number | null;
}

export function evaluationStateOf(evaluation: EvaluationStateFacts | null): EvaluationState {
  if (!evaluation) return "not-evaluated";
  if (evaluation.status !== "done") return evaluation.status;
  if (evaluation.humanReviewOnly) return "human-review";
  if (!evaluation.scoresContent) return "signals-only";
  return evaluation.overallScore === null ? "no-overall" : "scored";
}
