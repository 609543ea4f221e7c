import { and, eq, inArray, isNotNull, like, or } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import {
  answerWindows,
  auditLog,
  evaluations,
  files,
  interviewFollowUps,
  interviews,
  recordingChunks,
  recordingSessions,
  reviewRequests,
  transcriptCorrectionRequests,
  transcriptCorrections,
} from "../../../db/schema";
import { blobKey } from "../../../plugins/storage/blob-key";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";
import { sessionOutputPrefixes } from "../recording/delete-superseded-recordings";

export const RECORDING_DELETED_BY_RETENTION = "interview.recording_deleted_by_retention";

/**
 * Deletes what one interview recorded, under its company's retention (decision 0052): blobs
 * first (every session's recording, poster and unjoined chunks, found by prefix), then in one
 * transaction the rows: the recording and poster files (their evaluations, transcripts and
 * corrections cascade from them), evaluations and corrections not tied to a file, the review
 * requests about the evaluation, the AI interviewer's windows and follow-ups, the chunk rows, the AI's score and summary copied onto the
 * interview, and each finished session is marked
 * `deleted`, which is the state the company and the candidate see. A crash between the two
 * leaves rows whose blobs are gone: the next run finds the interview again and finishes. The
 * interview, its questions, its resume and the application stay.
 */
export async function deleteInterviewRecording(
  services: Pick<AppServices, "db" | "blobs">,
  interviewId: string,
  context: { enterpriseId: string; retentionDays: number; now: Date },
): Promise<{ blobs: number }> {
  const sessions = await services.db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(eq(recordingSessions.interviewId, interviewId));
  const prefixes = sessions.flatMap((session) => [
    ...sessionOutputPrefixes(session.id),
    `${blobKey("recording-chunks", session.id)}/`,
  ]);
  const [interview] = await services.db
    .select({ recordingFileId: interviews.recordingFileId, posterFileId: interviews.posterFileId })
    .from(interviews)
    .where(eq(interviews.id, interviewId));
  if (!interview) return { blobs: 0 };
  const attachedIds = [interview.recordingFileId, interview.posterFileId].filter((id): id is string => id !== null);
  const fileMatches = [
    ...(attachedIds.length > 0 ? [inArray(files.id, attachedIds)] : []),
    ...prefixes.map((prefix) => like(files.storageKey, `${prefix}%`)),
  ];
  const fileRows =
    fileMatches.length > 0
      ? await services.db
          .select({ id: files.id, storageKey: files.storageKey })
          .from(files)
          .where(or(...fileMatches))
      : [];

  let deleted = 0;
  for (const row of fileRows) {
    await services.blobs.delete(row.storageKey as BlobKey);
    deleted += 1;
  }
  for (const prefix of prefixes) {
    for await (const key of services.blobs.list(prefix)) {
      await services.blobs.delete(key as BlobKey);
      deleted += 1;
    }
  }

  await services.db.transaction(async (tx) => {
    const sessionIds = sessions.map((session) => session.id);
    if (sessionIds.length > 0) await tx.delete(recordingChunks).where(inArray(recordingChunks.sessionId, sessionIds));
    await tx.delete(evaluations).where(eq(evaluations.interviewId, interviewId));
    await tx.delete(transcriptCorrections).where(eq(transcriptCorrections.interviewId, interviewId));
    await tx.delete(transcriptCorrectionRequests).where(eq(transcriptCorrectionRequests.interviewId, interviewId));
    // A request to review the evaluation goes with it: its message speaks of the answers.
    await tx.delete(reviewRequests).where(eq(reviewRequests.interviewId, interviewId));
    // The AI interviewer's windows are transcripts, and a follow-up quotes the answer it follows.
    await tx.delete(answerWindows).where(eq(answerWindows.interviewId, interviewId));
    await tx.delete(interviewFollowUps).where(eq(interviewFollowUps.interviewId, interviewId));
    if (fileRows.length > 0)
      await tx.delete(files).where(
        inArray(
          files.id,
          fileRows.map((row) => row.id),
        ),
      );
    await tx
      .update(interviews)
      .set({
        recordingFileId: null,
        posterFileId: null,
        score: null,
        feedback: null,
        aiFeedback: null,
        updatedAt: context.now,
      })
      .where(eq(interviews.id, interviewId));
    await markSessionsDeleted(tx, interviewId, context.now);
    // No person did this: the company's policy did, so the entry has no actor.
    await tx.insert(auditLog).values({
      actorId: null,
      action: RECORDING_DELETED_BY_RETENTION,
      targetType: "interview",
      targetId: interviewId,
      details: { enterpriseId: context.enterpriseId, retentionDays: context.retentionDays, blobs: deleted },
    });
  });
  return { blobs: deleted };
}

async function markSessionsDeleted(tx: DbOrTx, interviewId: string, now: Date): Promise<void> {
  await tx
    .update(recordingSessions)
    .set({ processing: "deleted", processingError: null, leaseToken: null, leaseExpiresAt: null, updatedAt: now })
    .where(and(eq(recordingSessions.interviewId, interviewId), isNotNull(recordingSessions.finishedAt)));
}
