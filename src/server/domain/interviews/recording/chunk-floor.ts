import { and, eq, ne, sql } from "drizzle-orm";
import { MIN_RECORDING_CHUNK_BYTES, recordingMessages } from "@shared/interviews/recording-contracts";
import type { DbOrTx } from "../../../db/client";
import { recordingChunks } from "../../../db/schema";
import { badRequest, conflict } from "../../../errors";

/**
 * Only a segment's last chunk may be smaller than the floor (decision 0075): each chunk is a row
 * and a file, so a stream of tiny ones costs far more than its bytes. A chunk below the floor is
 * refused when the segment already holds a later one, and nothing follows a chunk below the floor.
 */
export async function refuseOutOfSegmentOrder(
  db: DbOrTx,
  sessionId: string,
  segment: number,
  seq: number,
  bytes: number,
): Promise<void> {
  const [row] = await db
    .select({
      later: sql<boolean>`coalesce(bool_or(${recordingChunks.seq} > ${seq}), false)`,
      endedBefore: sql<boolean>`coalesce(bool_or(${recordingChunks.seq} < ${seq} and ${recordingChunks.byteSize} < ${MIN_RECORDING_CHUNK_BYTES}), false)`,
    })
    .from(recordingChunks)
    .where(
      and(
        eq(recordingChunks.sessionId, sessionId),
        eq(recordingChunks.segmentIndex, segment),
        ne(recordingChunks.seq, seq),
      ),
    );
  if (row?.endedBefore) throw conflict(recordingMessages.segmentEnded);
  if (bytes < MIN_RECORDING_CHUNK_BYTES && row?.later) throw badRequest(recordingMessages.chunkTooSmall);
}
