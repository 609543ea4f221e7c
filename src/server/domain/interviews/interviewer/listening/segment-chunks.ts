import { buffer } from "node:stream/consumers";
import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import { recordingChunks } from "../../../../db/schema";
import type { BlobKey } from "../../../../plugins/storage/blob-store";
import type { AppServices } from "../../../../services";

/** A chunk's row or bytes are gone: the recording was finalised, and its chunks deleted. */
export class ChunkGoneError extends Error {}

export interface Place {
  seq: number;
  offset: number;
}

/** The segment's chunk bytes, each read from the store at most once per run. */
export class ChunkReader {
  private readonly keys = new Map<number, string>();
  private readonly cache = new Map<number, Buffer>();

  constructor(
    private readonly services: Pick<AppServices, "db" | "blobs">,
    private readonly input: { sessionId: string; segment: number },
  ) {}

  async rowsAfter(seq: number): Promise<{ seq: number }[]> {
    const rows = await this.services.db
      .select({ seq: recordingChunks.seq, blobKey: recordingChunks.blobKey })
      .from(recordingChunks)
      .where(this.ofSegment(gt(recordingChunks.seq, seq)))
      .orderBy(asc(recordingChunks.seq));
    for (const row of rows) this.keys.set(row.seq, row.blobKey);
    return rows;
  }

  async bytes(seq: number): Promise<Buffer> {
    const cached = this.cache.get(seq);
    if (cached) return cached;
    const key = this.keys.get(seq) ?? (await this.keyOf(seq));
    const blob = await this.services.blobs.get(key as BlobKey);
    if (!blob) throw new ChunkGoneError(`chunk ${this.input.segment}/${seq} has no stored bytes`);
    const bytes = await buffer(blob.stream);
    this.cache.set(seq, bytes);
    return bytes;
  }

  /** The stream's bytes from `from` up to (not including) `to`. */
  async range(from: Place, to: Place): Promise<Buffer[]> {
    const parts: Buffer[] = [];
    for (let seq = from.seq; seq < to.seq || (seq === to.seq && to.offset > 0); seq += 1) {
      const bytes = await this.bytes(seq);
      parts.push(bytes.subarray(seq === from.seq ? from.offset : 0, seq === to.seq ? to.offset : bytes.length));
    }
    return parts;
  }

  private async keyOf(seq: number): Promise<string> {
    const [row] = await this.services.db
      .select({ blobKey: recordingChunks.blobKey })
      .from(recordingChunks)
      .where(this.ofSegment(eq(recordingChunks.seq, seq)));
    if (!row) throw new ChunkGoneError(`chunk ${this.input.segment}/${seq} is gone`);
    this.keys.set(seq, row.blobKey);
    return row.blobKey;
  }

  private ofSegment(condition: SQL) {
    return and(
      eq(recordingChunks.sessionId, this.input.sessionId),
      eq(recordingChunks.segmentIndex, this.input.segment),
      condition,
    );
  }
}
