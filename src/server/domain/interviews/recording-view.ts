import { and, desc, eq, inArray } from "drizzle-orm";
import type { WatchChapter } from "@shared/interviews/watch-contracts";
import type { DbOrTx } from "../../db/client";
import { files, recordingSessions } from "../../db/schema";
import type { WatchableInterview } from "./recording-access";

export type RecordingState = "recording" | "processing" | "ready" | "failed";

/**
 * Where the recording stands (decision 0018): the newest finished session's processing state,
 * or still recording when none has finished. Media is offered only once it is ready, so a
 * player never gets a broken video.
 */
export async function readRecordingState(db: DbOrTx, interview: WatchableInterview): Promise<RecordingState> {
  // Not completed (never, or reset for a redo): whatever an earlier session holds is not the answer now.
  if (!interview.completedAt) return "recording";
  const [session] = await db
    .select({ processing: recordingSessions.processing })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.interviewId, interview.id), eq(recordingSessions.status, "finished")))
    .orderBy(desc(recordingSessions.finishedAt))
    .limit(1);
  const state = session?.processing ?? "recording";
  // Ready, yet no recording to point at: the file is being replaced, so nothing plays meanwhile.
  return state === "ready" && !interview.recordingFileId ? "processing" : state;
}

/** Each question as it was asked, with the second its answer starts (null if never reached). */
export function chaptersOf(interview: Pick<WatchableInterview, "questions" | "questionStartSeconds">): WatchChapter[] {
  return interview.questions.map((question, index) => ({
    index,
    question: question.text,
    startSeconds: interview.questionStartSeconds[index] ?? null,
  }));
}

export type StoredFile = Pick<typeof files.$inferSelect, "id" | "storageKey" | "contentType" | "originalName">;

/** The file rows behind an interview's media, by id. */
export async function readFiles(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, StoredFile>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: files.id,
      storageKey: files.storageKey,
      contentType: files.contentType,
      originalName: files.originalName,
    })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
