import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { recordingChunks, recordingSegments } from "../../../db/schema";

export interface SegmentState {
  index: number;
  mimeType: string;
  acknowledgedSeqs: number[];
}

/** Per segment, the sequence numbers the server holds: what a resuming recorder need not send. */
export async function segmentStatesOf(db: Db, sessionId: string): Promise<SegmentState[]> {
  const segments = await db
    .select({ index: recordingSegments.segmentIndex, mimeType: recordingSegments.mimeType })
    .from(recordingSegments)
    .where(eq(recordingSegments.sessionId, sessionId))
    .orderBy(asc(recordingSegments.segmentIndex));
  const chunks = await db
    .select({ segment: recordingChunks.segmentIndex, seq: recordingChunks.seq })
    .from(recordingChunks)
    .where(eq(recordingChunks.sessionId, sessionId))
    .orderBy(asc(recordingChunks.segmentIndex), asc(recordingChunks.seq));
  return segments.map((segment) => ({
    ...segment,
    acknowledgedSeqs: chunks.filter((chunk) => chunk.segment === segment.index).map((chunk) => chunk.seq),
  }));
}
