import type { StoredQuestionResult } from "../../../db/schema/evaluation-result";

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
