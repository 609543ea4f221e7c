import { inArray } from "drizzle-orm";
import { slotLabel } from "@shared/interviews/question-slots";
import type { WatchChapter } from "@shared/interviews/watch-contracts";
import type { DbOrTx } from "../../../db/client";
import { files } from "../../../db/schema";
import type { WatchableInterview } from "./recording-access";
import { recordingStateOf, type RecordingStatus } from "./recording-states";

/** Where the recording stands for a watcher (decision 0018); media is offered only once ready. */
export function readRecordingState(db: DbOrTx, interview: WatchableInterview): Promise<RecordingStatus> {
  return recordingStateOf(db, {
    id: interview.id,
    completed: interview.completedAt !== null,
    recordingFileId: interview.recordingFileId,
  });
}

/** Each question as it was asked, with the second its answer starts (null if never reached). */
export function chaptersOf(interview: Pick<WatchableInterview, "questions" | "questionStartSeconds">): WatchChapter[] {
  return interview.questions.map((question, index) => ({
    index,
    label: slotLabel(interview.questions, index),
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
