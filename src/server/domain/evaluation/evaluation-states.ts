import { and, eq, inArray } from "drizzle-orm";
import { evaluationStateOf, type EvaluationState } from "@shared/evaluation/evaluation-state";
import type { DbOrTx } from "../../db/client";
import { evaluations } from "../../db/schema";
import { storedEvaluationScoresContent } from "./scoring-policy";

/**
 * Each interview's current evaluation as one state word (decision 0069), for lists that show
 * many interviews: an interview with no evaluation yet is not evaluated.
 */
export async function evaluationStatesOf(
  db: DbOrTx,
  interviewIds: readonly string[],
): Promise<Map<string, EvaluationState>> {
  if (interviewIds.length === 0) return new Map();
  const rows = await db
    .select({
      interviewId: evaluations.interviewId,
      status: evaluations.status,
      provider: evaluations.provider,
      humanReviewOnly: evaluations.humanReviewOnly,
      overallScore: evaluations.overallScore,
    })
    .from(evaluations)
    .where(and(inArray(evaluations.interviewId, [...interviewIds]), eq(evaluations.isCurrent, true)));
  return new Map(
    rows.map((row) => [
      row.interviewId,
      evaluationStateOf({ ...row, scoresContent: storedEvaluationScoresContent(row) }),
    ]),
  );
}
