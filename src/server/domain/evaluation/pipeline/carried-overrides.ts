import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { evaluationOverrides, evaluations } from "../../../db/schema";
import type { StoredCriterionResult, StoredQuestionResult } from "../../../db/schema/evaluation-result";

/*
 * Overrides carried over to a re-assessment (decision 0069) stay; where the evidence under one
 * changed since the person decided, they are asked to confirm it.
 */

/** What a person judged a criterion on: the AI's score and the words it quoted. */
const evidenceOf = (criterion: StoredCriterionResult | undefined) =>
  criterion ? JSON.stringify([criterion.score, criterion.quotes.map((quote) => quote.text)]) : null;

const criterionIn = (questions: readonly StoredQuestionResult[], index: number | null, key: string | null) =>
  questions.find((question) => question.index === index)?.criteria.find((criterion) => criterion.key === key);

/** Whether the evidence under an override differs between the evaluation it was made on and this one. */
export function overrideEvidenceChanged(
  override: { questionIndex: number | null; criterionKey: string | null },
  before: { questions: readonly StoredQuestionResult[]; overallScore: number | null },
  after: { questions: readonly StoredQuestionResult[]; overallScore: number | null },
): boolean {
  if (override.questionIndex === null || override.criterionKey === null)
    return before.overallScore !== after.overallScore;
  const was = evidenceOf(criterionIn(before.questions, override.questionIndex, override.criterionKey));
  const now = evidenceOf(criterionIn(after.questions, override.questionIndex, override.criterionKey));
  return was === null || was !== now;
}

/** Marks the carried overrides of a just-stored evaluation whose evidence changed. */
export async function askToConfirmChangedOverrides(
  tx: DbOrTx,
  evaluationId: string,
  after: { questions: readonly StoredQuestionResult[]; overallScore: number | null },
): Promise<void> {
  const carried = await tx
    .select({
      id: evaluationOverrides.id,
      questionIndex: evaluationOverrides.questionIndex,
      criterionKey: evaluationOverrides.criterionKey,
      result: evaluations.result,
      overallScore: evaluations.overallScore,
    })
    .from(evaluationOverrides)
    .innerJoin(evaluations, eq(evaluations.id, evaluationOverrides.carriedFromEvaluationId))
    .where(
      and(eq(evaluationOverrides.evaluationId, evaluationId), isNotNull(evaluationOverrides.carriedFromEvaluationId)),
    );
  for (const override of carried) {
    const before = { questions: override.result?.questions ?? [], overallScore: override.overallScore };
    if (!overrideEvidenceChanged(override, before, after)) continue;
    await tx
      .update(evaluationOverrides)
      .set({ needsConfirmation: true })
      .where(eq(evaluationOverrides.id, override.id));
  }
}
