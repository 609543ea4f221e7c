import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, lte, sql } from "drizzle-orm";
import {
  MAX_RECORDING_BYTES,
  MAX_RECORDING_CHUNK_BYTES,
  recordingMessages,
  type ChunkAcknowledgement,
} from "@shared/interviews/recording-contracts";
import { interviews, recordingChunks, recordingSegments, recordingSessions } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import { BlobTooLargeError, type BlobKey } from "../../../plugins/storage/blob-store";
import { blobKey } from "../../../plugins/storage/blob-key";
import { deleteBlobsQuietly } from "../../../plugins/storage/delete-blobs-quietly";
import type { AppServices } from "../../../services";
import { requireUserType } from "../../accounts/access";
import { badRequest, conflict, insufficientStorage, payloadTooLarge, quotaExceeded } from "../../../errors";
import { releaseReservation, reserveChunkBytes } from "./chunk-reservation";
import { refuseOutOfSegmentOrder } from "./chunk-floor";
import { holdsLease } from "./acquire-recording-lease";
import { runnerMessages } from "@shared/interviews/runner-contracts";
import { loadOwnedRecordingSession, type OwnedRecordingSession } from "./recording-access";
import { isWebm } from "../interviewer/listening/answer-windows";
import { queueWindowing } from "../interviewer/listening/transcribe-windows-task";

/** Without `interviewer` (the demo seed), no answer is transcribed while it is recorded. */
type ChunkServices = Pick<AppServices, "db" | "blobs" | "log" | "tasks"> & Partial<Pick<AppServices, "interviewer">>;

export interface PutRecordingChunkInput {
  sessionId: string;
  segment: number;
  seq: number;
  leaseToken: string;
  /** Lowercase hex, as the browser computed it. */
  sha256: string;
  mimeType: string;
  /** The request body, not yet read: it is streamed to storage, never held whole. */
  body: Readable;
  /** The Content-Length, when the client sent one: lets a chunk over a cap be refused unread. */
  declaredBytes?: number | undefined;
  now?: Date;
}

/**
 * Stores one chunk exactly once. Everything that can refuse it without its bytes (owner, lease,
 * an already-stored seq, an empty, oversized or too small declared body, the caps) is checked
 * before the body is read, and its bytes are reserved against the quota and the store's free
 * space (decision 0075). The bytes stream to a key of their own while their SHA-256
 * is computed; only a matching checksum becomes a row, in one transaction with the session's byte
 * count. A blob that does not become a row is deleted. A disk that fills up while the bytes are
 * written is a 507, never a 500: sending again later can succeed.
 */
export async function putRecordingChunk(
  services: ChunkServices & Pick<AppServices, "config">,
  actor: Actor | null,
  input: PutRecordingChunkInput,
): Promise<ChunkAcknowledgement> {
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  const candidate = requireUserType(actor, "candidate");
  if (session.status !== "open") throw conflict(recordingMessages.sessionClosed);
  if (!holdsLease(session, input.leaseToken, input.now ?? new Date())) throw conflict(recordingMessages.leaseRequired);
  // Nothing is recorded before the candidate has agreed to the recording notice.
  if (!session.consentedAt) throw conflict(runnerMessages.consentRequired);

  const existing = await storedChunk(services, session.id, input.segment, input.seq);
  if (existing) return acknowledgeExisting(existing, input);

  if (input.declaredBytes === 0) throw badRequest(recordingMessages.emptyChunk);
  const sessionRoom = MAX_RECORDING_BYTES - session.totalBytes;
  refuseOverChunkCaps(input.declaredBytes ?? 1, sessionRoom);
  if (input.declaredBytes !== undefined)
    await refuseOutOfSegmentOrder(services.db, session.id, input.segment, input.seq, input.declaredBytes);
  // The bytes are held against the quota and the disk's floor before the body is read, so chunks
  // sent side by side cannot all fit in the same room (decision 0075).
  const reservation = await reserveChunkBytes(services, {
    profileId: candidate.userId,
    sessionId: session.id,
    declaredBytes: input.declaredBytes,
    maxBytes: Math.min(MAX_RECORDING_CHUNK_BYTES, sessionRoom),
    quotaBytes: services.config.candidateStorageQuotaBytes,
    freeBytes: () => services.blobs.freeBytes(),
    minFreeBytes: services.config.storageMinFreeBytes,
  });

  const key = blobKey("recording-chunks", session.id, `${input.segment}-${input.seq}-${randomUUID()}.part`);
  const hash = createHash("sha256");
  let byteSize: number;
  try {
    const info = await services.blobs.put(key, Readable.from(hashing(input.body, hash)), {
      contentType: "application/octet-stream",
      maxBytes: reservation.bytes,
    });
    byteSize = info.size;
  } catch (error) {
    await reservation.release();
    await deleteBlobsQuietly(services, [key], "a recording chunk's");
    if (error instanceof BlobTooLargeError) {
      refuseOverChunkCaps(error.maxBytes + 1, sessionRoom);
      throw quotaExceeded(recordingMessages.quotaExceeded);
    }
    if (isOutOfSpace(error)) {
      services.log.error({ err: error }, "the blob store is full; recording chunks are refused with 507");
      throw insufficientStorage(recordingMessages.storageFull);
    }
    throw error;
  }

  try {
    // Sent without a Content-Length (chunked), an empty body is only known once read.
    if (byteSize === 0) throw badRequest(recordingMessages.emptyChunk);
    if (hash.digest("hex") !== input.sha256) throw badRequest(recordingMessages.checksumMismatch);
    reservation.stopRenewing();
    return await record(services, session, input, key, byteSize, reservation.id);
  } catch (error) {
    await reservation.release();
    await deleteBlobsQuietly(services, [key], "a recording chunk's");
    throw error;
  }
}

/** ENOSPC (disk full) or EDQUOT (the file system's own quota), from the store's write. */
function isOutOfSpace(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

/** The caps a chunk's length alone can pass: one chunk's, and what is left of the session's. */
function refuseOverChunkCaps(bytes: number, sessionRoom: number): void {
  if (bytes > MAX_RECORDING_CHUNK_BYTES) throw payloadTooLarge(recordingMessages.chunkTooLarge);
  if (bytes > sessionRoom) throw payloadTooLarge(recordingMessages.recordingTooLarge);
}

async function* hashing(body: Readable, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const piece of body as AsyncIterable<Buffer>) {
    hash.update(piece);
    yield piece;
  }
}

type StoredChunk = Pick<typeof recordingChunks.$inferSelect, "segmentIndex" | "seq" | "byteSize" | "sha256">;

async function storedChunk(
  services: Pick<AppServices, "db">,
  sessionId: string,
  segment: number,
  seq: number,
): Promise<StoredChunk | undefined> {
  const [row] = await services.db
    .select({
      segmentIndex: recordingChunks.segmentIndex,
      seq: recordingChunks.seq,
      byteSize: recordingChunks.byteSize,
      sha256: recordingChunks.sha256,
    })
    .from(recordingChunks)
    .where(
      and(
        eq(recordingChunks.sessionId, sessionId),
        eq(recordingChunks.segmentIndex, segment),
        eq(recordingChunks.seq, seq),
      ),
    )
    .limit(1);
  return row;
}

/** A retry of a chunk already held: the same answer as the first time; a different chunk is a conflict. */
function acknowledgeExisting(existing: StoredChunk, input: PutRecordingChunkInput): ChunkAcknowledgement {
  if (existing.sha256 !== input.sha256) throw conflict(recordingMessages.checksumConflict);
  return {
    segment: existing.segmentIndex,
    seq: existing.seq,
    byteSize: existing.byteSize,
    sha256: existing.sha256,
  };
}

async function record(
  services: ChunkServices,
  session: OwnedRecordingSession,
  input: PutRecordingChunkInput,
  key: BlobKey,
  byteSize: number,
  reservationId: string,
): Promise<ChunkAcknowledgement> {
  const outcome = await services.db.transaction(async (tx) => {
    await tx
      .insert(recordingSegments)
      .values({ sessionId: session.id, segmentIndex: input.segment, mimeType: input.mimeType })
      .onConflictDoNothing();
    const [segment] = await tx
      .select({ mimeType: recordingSegments.mimeType, followUpSeconds: interviews.followUpSeconds })
      .from(recordingSegments)
      .innerJoin(interviews, eq(interviews.id, session.interviewId))
      .where(and(eq(recordingSegments.sessionId, session.id), eq(recordingSegments.segmentIndex, input.segment)));
    if (segment?.mimeType !== input.mimeType) throw conflict(recordingMessages.mimeTypeConflict);

    const inserted = await tx
      .insert(recordingChunks)
      .values({
        sessionId: session.id,
        segmentIndex: input.segment,
        seq: input.seq,
        blobKey: key,
        byteSize,
        sha256: input.sha256,
      })
      .onConflictDoNothing()
      .returning({ id: recordingChunks.id });
    // Another request stored this seq while ours streamed: answer as a retry would be answered.
    if (inserted.length === 0) return { raced: true as const };

    const [updated] = await tx
      .update(recordingSessions)
      .set({ totalBytes: sql`${recordingSessions.totalBytes} + ${byteSize}`, updatedAt: new Date() })
      .where(
        and(
          eq(recordingSessions.id, session.id),
          eq(recordingSessions.status, "open"),
          lte(recordingSessions.totalBytes, MAX_RECORDING_BYTES - byteSize),
        ),
      )
      .returning({ id: recordingSessions.id });
    if (!updated) throw payloadTooLarge(recordingMessages.recordingTooLarge);
    // The session's row is locked from here on: no other chunk of it can slip past this check.
    await refuseOutOfSegmentOrder(tx, session.id, input.segment, input.seq, byteSize);
    // Its bytes now count as stored, so they stop counting as held.
    await releaseReservation(tx, reservationId);
    // The AI interviewer transcribes the answer while it is spoken, for its follow-up question.
    if (services.interviewer && segment.followUpSeconds !== null && isWebm(segment.mimeType))
      await queueWindowing(services, tx, { sessionId: session.id, segment: input.segment, seq: input.seq });
    return { raced: false as const };
  });

  if (outcome.raced) {
    await deleteBlobsQuietly(services, [key], "a recording chunk's");
    const existing = await storedChunk(services, session.id, input.segment, input.seq);
    return acknowledgeExisting(existing!, input);
  }
  return { segment: input.segment, seq: input.seq, byteSize, sha256: input.sha256 };
}
