import { and, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { recordingStatusSchema } from "@shared/interviews/recording-contracts";
import type { DbOrTx } from "../../../db/client";
import { recordingSessions } from "../../../db/schema";

export type RecordingStatus = z.infer<typeof recordingStatusSchema>;

type RecordingStateFacts = { id: string; completed: boolean; recordingFileId: string | null };

/**
 * Where each interview's recording stands (decision 0018). An interview that is not completed
 * has no recording to watch, whatever its earlier sessions were: after a reset (Redo) the old
 * session stays finished and ready until the new recording replaces it, yet the interview is
 * being recorded again. A completed one follows its latest finished session, except that a ready
 * session with no file on the interview yet (the file is being replaced) is still processing, so
 * a player never gets a broken video.
 */
export async function recordingStatesOf(
  db: DbOrTx,
  interviews: readonly RecordingStateFacts[],
): Promise<Map<string, RecordingStatus>> {
  const states = new Map<string, RecordingStatus>(interviews.map((interview) => [interview.id, "recording"]));
  const completedIds = interviews.filter((interview) => interview.completed).map((interview) => interview.id);
  if (completedIds.length === 0) return states;
  const sessions = await db
    .select({ interviewId: recordingSessions.interviewId, processing: recordingSessions.processing })
    .from(recordingSessions)
    .where(and(inArray(recordingSessions.interviewId, completedIds), eq(recordingSessions.status, "finished")))
    .orderBy(desc(recordingSessions.finishedAt));
  const seen = new Set<string>();
  for (const session of sessions) {
    if (seen.has(session.interviewId)) continue;
    seen.add(session.interviewId);
    if (session.processing) states.set(session.interviewId, session.processing);
  }
  for (const interview of interviews) {
    if (states.get(interview.id) === "ready" && !interview.recordingFileId) states.set(interview.id, "processing");
  }
  return states;
}

/** The state of one interview's recording; see recordingStatesOf. */
export async function recordingStateOf(db: DbOrTx, interview: RecordingStateFacts): Promise<RecordingStatus> {
  return (await recordingStatesOf(db, [interview])).get(interview.id) ?? "recording";
}
