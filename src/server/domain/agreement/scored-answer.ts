/*
 * What the agreement figures are computed from (decision 0080): the scores given on one criterion
 * of one answer, by the company's members and by the AI.
 */

/** A rubric score, 1 to 5; null for "not enough evidence", which is missing, never a score. */
export type RubricScore = number | null;

export interface ScoredAnswerCriterion {
  answerId: string;
  criterionId: string;
  /** One per member who scored this criterion of this answer (submitted scorecards only). */
  members: readonly RubricScore[];
  /** The AI's score; null when it gave none. */
  ai: RubricScore;
}

/** The scores given, "not enough evidence" left out. */
export function givenScores(scores: readonly RubricScore[]): number[] {
  return scores.filter((score): score is number => score !== null && Number.isFinite(score));
}
