import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { evaluationOverrides } from "../../db/schema";

type OverrideRow = typeof evaluationOverrides.$inferSelect;

/** What an override is of: a criterion of an answer ("2:clarity"), or the overall score. */
export const overrideKey = (questionIndex: number | null, criterionKey: string | null) =>
  questionIndex === null || criterionKey === null ? "overall" : `${questionIndex}:${criterionKey}`;

/**
 * A person's latest override of each target of an evaluation (decision 0050): a later one
 * replaces an earlier one, and both stay stored.
 */
export async function readLatestOverrides(db: DbOrTx, evaluationId: string): Promise<Map<string, OverrideRow>> {
  const rows = await db
    .select()
    .from(evaluationOverrides)
    .where(eq(evaluationOverrides.evaluationId, evaluationId))
    .orderBy(desc(evaluationOverrides.createdAt), desc(evaluationOverrides.id));
  const latest = new Map<string, OverrideRow>();
  for (const row of rows) {
    const key = overrideKey(row.questionIndex, row.criterionKey);
    if (!latest.has(key)) latest.set(key, row);
  }
  return latest;
}
