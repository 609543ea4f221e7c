import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { answerWindows, recordingSegments } from "../../../../db/schema";
import type { RecordingWindow } from "../../../evaluation/pipeline/answer-cover";

/**
 * The windows of a finalised session that this provider and model transcribed, in recording
 * time (decision 0055): the evaluation reuses them instead of transcribing the audio twice. A
 * window of another model, or one that failed, is not reused; nor is anything of a segment
 * whose place in the recording is unknown (finalised before it was recorded).
 */
export async function recordingWindowsOf(
  db: Db,
  sessionId: string,
  transcriber: { provider: string; model: string | null },
): Promise<RecordingWindow[]> {
  if (transcriber.model === null) return [];
  const rows = await db
    .select({
      joinedStart: recordingSegments.joinedStartSeconds,
      start: answerWindows.startSeconds,
      end: answerWindows.endSeconds,
      text: answerWindows.text,
      words: answerWindows.words,
    })
    .from(answerWindows)
    .innerJoin(
      recordingSegments,
      and(
        eq(recordingSegments.sessionId, answerWindows.sessionId),
        eq(recordingSegments.segmentIndex, answerWindows.segmentIndex),
      ),
    )
    .where(
      and(
        eq(answerWindows.sessionId, sessionId),
        eq(answerWindows.status, "done"),
        eq(answerWindows.provider, transcriber.provider),
        eq(answerWindows.model, transcriber.model),
        isNotNull(recordingSegments.joinedStartSeconds),
      ),
    )
    .orderBy(asc(answerWindows.segmentIndex), asc(answerWindows.startSeconds));
  const at = (seconds: number) => Math.round(seconds * 100) / 100;
  return rows.map((row) => {
    const offset = row.joinedStart ?? 0;
    return {
      start: at(row.start + offset),
      end: at(row.end + offset),
      text: row.text,
      words: row.words.map((word) => ({ ...word, start: at(word.start + offset), end: at(word.end + offset) })),
    };
  });
}
