import { asc, eq } from "drizzle-orm";
import type { QuestionMark, HeldSegment } from "@shared/interviews/runner-contracts";
import type { DbOrTx } from "../../../db/client";
import { recordingChunks, recordingQuestionMarks, recordingSegments } from "../../../db/schema";

// What the server holds of one recording session, read by the runner's start and rewind, the
// lease's session read and the question marks: one pair of queries (segments, then chunks) for all.

/** What a resuming recorder needs: every held chunk with its checksum, per segment. */
export async function heldSegmentsOf(db: DbOrTx, sessionId: string): Promise<HeldSegment[]> {
  const segments = await db
    .select({ index: recordingSegments.segmentIndex, mimeType: recordingSegments.mimeType })
    .from(recordingSegments)
    .where(eq(recordingSegments.sessionId, sessionId))
    .orderBy(asc(recordingSegments.segmentIndex));
  const chunks = await db
    .select({ segment: recordingChunks.segmentIndex, seq: recordingChunks.seq, sha256: recordingChunks.sha256 })
    .from(recordingChunks)
    .where(eq(recordingChunks.sessionId, sessionId))
    .orderBy(asc(recordingChunks.segmentIndex), asc(recordingChunks.seq));
  return segments.map((segment) => ({
    ...segment,
    chunks: chunks.filter((chunk) => chunk.segment === segment.index).map(({ seq, sha256 }) => ({ seq, sha256 })),
  }));
}

export interface SegmentState {
  index: number;
  mimeType: string;
  acknowledgedSeqs: number[];
}

/** Per segment, the sequence numbers the server holds: what a resuming recorder need not send. */
export async function segmentStatesOf(db: DbOrTx, sessionId: string): Promise<SegmentState[]> {
  const segments = await heldSegmentsOf(db, sessionId);
  return segments.map(({ chunks, ...segment }) => ({ ...segment, acknowledgedSeqs: chunks.map((chunk) => chunk.seq) }));
}

/** Where each question began, by question. */
export async function questionMarksOf(db: DbOrTx, sessionId: string): Promise<QuestionMark[]> {
  const rows = await db
    .select({
      segment: recordingQuestionMarks.segmentIndex,
      questionIndex: recordingQuestionMarks.questionIndex,
      offsetSeconds: recordingQuestionMarks.offsetSeconds,
      chunkSeq: recordingQuestionMarks.chunkSeq,
    })
    .from(recordingQuestionMarks)
    .where(eq(recordingQuestionMarks.sessionId, sessionId))
    .orderBy(asc(recordingQuestionMarks.questionIndex));
  return rows.map(({ chunkSeq, ...mark }) => (chunkSeq === null ? mark : { ...mark, chunkSeq }));
}
