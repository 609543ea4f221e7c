import { and, desc, eq, isNull } from "drizzle-orm";
import type { EvaluationView } from "@shared/evaluation/evaluation-contracts";
import type { DbOrTx } from "../../db/client";
import { transcriptCorrectionRequests } from "../../db/schema";

export type CorrectionRequestRow = typeof transcriptCorrectionRequests.$inferSelect;
type CorrectionRequestView = NonNullable<EvaluationView["questions"][number]["correctionRequest"]>;

/** The candidate's latest correction request per answer of this recording (decision 0069). */
export async function readLatestCorrectionRequests(
  db: DbOrTx,
  interviewId: string,
  recordingFileId: string | null,
): Promise<Map<number, CorrectionRequestRow>> {
  const rows = await db
    .select()
    .from(transcriptCorrectionRequests)
    .where(
      and(
        eq(transcriptCorrectionRequests.interviewId, interviewId),
        recordingFileId === null
          ? isNull(transcriptCorrectionRequests.recordingFileId)
          : eq(transcriptCorrectionRequests.recordingFileId, recordingFileId),
      ),
    )
    .orderBy(desc(transcriptCorrectionRequests.createdAt), desc(transcriptCorrectionRequests.id));
  const latest = new Map<number, CorrectionRequestRow>();
  for (const row of rows) if (!latest.has(row.questionIndex)) latest.set(row.questionIndex, row);
  return latest;
}

export function correctionRequestView(row: CorrectionRequestRow): CorrectionRequestView {
  return {
    id: row.id,
    text: row.text,
    originalText: row.originalText,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
