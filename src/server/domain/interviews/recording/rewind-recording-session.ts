import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { ContractResponse } from "@shared/http/contract";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { contiguousPrefix, firstIncompleteQuestion } from "@shared/interviews/resume-point";
import type { rewindRecordingSessionContract } from "@shared/interviews/runner-contracts";
import { isFollowUp } from "@shared/interviews/question-slots";
import {
  answerWindows,
  interviewFollowUps,
  interviews,
  recordingChunks,
  recordingQuestionMarks,
  recordingSegments,
  recordingSessions,
} from "../../../db/schema";
import type { DbOrTx } from "../../../db/client";
import type { Actor } from "../../../plugins/auth/actor";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";
import { conflict } from "../../../errors";
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
    await forgetInterviewerWork(tx, {
      sessionId: session.id,
      interviewId: session.interviewId,
      resumeQuestionIndex,
      droppedSegments: [...new Set(drop.map((row) => row.segment))],
      startOver: input.mode === "start-over",
    });
    return drop;
  });
  // Rows first, then blobs: a crash between leaves unowned blobs, which the orphan sweep removes.
  for (const row of dropped) await services.blobs.delete(row.blobKey as BlobKey);
  return { resumeQuestionIndex };
}

/**
 * What the AI interviewer drew from audio and answers that are gone (decision 0055): the windows
 * of segments that lost chunks (their scan starts again should the segment grow), the follow-ups
 * asked after the resume point (the candidate is asked the base questions again from there; a
 * follow-up at the resume point itself is where they resume, and stays), and the proposals for
 * questions from the resume point on, so answering them again may bring a follow-up again.
 */
async function forgetInterviewerWork(
  tx: DbOrTx,
  input: {
    sessionId: string;
    interviewId: string;
    resumeQuestionIndex: number;
    droppedSegments: number[];
    startOver: boolean;
  },
): Promise<void> {
  const { sessionId, resumeQuestionIndex } = input;
  if (input.droppedSegments.length > 0) {
    const lost = and(
      eq(answerWindows.sessionId, sessionId),
      inArray(answerWindows.segmentIndex, input.droppedSegments),
    );
    await tx.delete(answerWindows).where(lost);
    if (!input.startOver)
      await tx
        .update(recordingSegments)
        .set({ clusterScan: null, scannedSeq: -1, clusters: [], windowedUntilSeconds: 0 })
        .where(
          and(
            eq(recordingSegments.sessionId, sessionId),
            inArray(recordingSegments.segmentIndex, input.droppedSegments),
          ),
        );
  }
  if (input.startOver) await tx.delete(answerWindows).where(eq(answerWindows.sessionId, sessionId));
  await tx
    .delete(interviewFollowUps)
    .where(and(eq(interviewFollowUps.sessionId, sessionId), gte(interviewFollowUps.parentIndex, resumeQuestionIndex)));
  const [interview] = await tx
    .select({ questions: interviews.questions })
    .from(interviews)
    .where(eq(interviews.id, input.interviewId))
    .for("update");
  const questions = interview?.questions ?? [];
  const kept = questions.filter((question, slot) => !(isFollowUp(question) && slot > resumeQuestionIndex));
  if (kept.length !== questions.length)
    await tx
      .update(interviews)
      .set({ questions: kept, updatedAt: new Date() })
      .where(eq(interviews.id, input.interviewId));
}
