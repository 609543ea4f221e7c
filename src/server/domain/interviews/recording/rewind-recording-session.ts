import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { ContractResponse } from "@shared/http/contract";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { contiguousPrefix, firstIncompleteQuestion } from "@shared/interviews/resume-point";
import type { rewindRecordingSessionContract } from "@shared/interviews/runner-contracts";
import { recordingChunks, recordingQuestionMarks, recordingSegments, recordingSessions } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";
import { conflict } from "../../errors";
import { holdsLease } from "./acquire-recording-lease";
import { loadOwnedRecordingSession } from "./recording-access";
import { heldSegmentsOf, questionMarksOf } from "./session-progress";

/**
 * After an interruption seen from another device (whose browser holds none of the chunks that
 * never arrived): start over, discarding every chunk and mark of the open session; or continue
 * from the first question that did not fully arrive, dropping the chunks after any gap (they
 * cannot be joined) and the marks from that question on. Neither uses a re-record: the attempt
 * is the same one. Needs the live lease, so the tab still recording elsewhere is never cut off.
 */
export async function rewindRecordingSession(
  services: Pick<AppServices, "db" | "blobs">,
  actor: Actor | null,
  input: { sessionId: string; token: string; mode: "start-over" | "continue"; now?: Date },
): Promise<ContractResponse<typeof rewindRecordingSessionContract>> {
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  if (session.status !== "open") throw conflict(recordingMessages.sessionClosed);
  if (!holdsLease(session, input.token, input.now ?? new Date())) throw conflict(recordingMessages.leaseRequired);
  const segments = (await heldSegmentsOf(services.db, session.id)).map((segment) => ({
    index: segment.index,
    seqs: segment.chunks.map((chunk) => chunk.seq),
  }));
  const resumeQuestionIndex =
    input.mode === "start-over" ? 0 : firstIncompleteQuestion(segments, await questionMarksOf(services.db, session.id));

  const dropped = await services.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: recordingChunks.id,
        segment: recordingChunks.segmentIndex,
        seq: recordingChunks.seq,
        blobKey: recordingChunks.blobKey,
        byteSize: recordingChunks.byteSize,
      })
      .from(recordingChunks)
      .where(eq(recordingChunks.sessionId, session.id));
    const kept = new Map(segments.map((segment) => [segment.index, contiguousPrefix(segment.seqs)]));
    const drop = rows.filter((row) => input.mode === "start-over" || row.seq >= (kept.get(row.segment) ?? 0));
    if (drop.length > 0) {
      await tx.delete(recordingChunks).where(
        inArray(
          recordingChunks.id,
          drop.map((row) => row.id),
        ),
      );
      const bytes = drop.reduce((sum, row) => sum + row.byteSize, 0);
      await tx
        .update(recordingSessions)
        .set({ totalBytes: sql`greatest(0, ${recordingSessions.totalBytes} - ${bytes})`, updatedAt: new Date() })
        .where(eq(recordingSessions.id, session.id));
    }
    if (input.mode === "start-over")
      await tx.delete(recordingSegments).where(eq(recordingSegments.sessionId, session.id));
    await tx
      .delete(recordingQuestionMarks)
      .where(
        and(
          eq(recordingQuestionMarks.sessionId, session.id),
          gte(recordingQuestionMarks.questionIndex, resumeQuestionIndex),
        ),
      );
    return drop;
  });
  // Rows first, then blobs: a crash between leaves unowned blobs, which the orphan sweep removes.
  for (const row of dropped) await services.blobs.delete(row.blobKey as BlobKey);
  return { resumeQuestionIndex };
}
