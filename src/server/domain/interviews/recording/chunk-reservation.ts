import { and, eq, gt, lte, sql } from "drizzle-orm";
import { RECORDING_LEASE_SECONDS, recordingMessages } from "@shared/interviews/recording-contracts";
import type { DbOrTx } from "../../../db/client";
import { recordingChunkReservations } from "../../../db/schema";
import { insufficientStorage, quotaExceeded } from "../../../errors";
import type { AppServices } from "../../../services";
import { candidateStoredBytes } from "./candidate-stored-bytes";

/** A reservation lives as long as a recording lease unless its upload is still streaming (decision 0075). */
const RESERVATION_SECONDS = RECORDING_LEASE_SECONDS;
/** How often a streaming upload pushes its reservation's expiry forward. */
const RENEW_EVERY_MS = (RESERVATION_SECONDS * 1000) / 3;
/** Every reservation against the disk's free space waits for this lock, so two never both see the same room. */
const DISK_LOCK = "recording-chunk-reservations:disk";

export interface ChunkReservation {
  id: string;
  bytes: number;
  /** Stops the renewal and deletes the row; safe to call more than once. */
  release(): Promise<void>;
  /** Stops the renewal only: the row goes in the transaction that stores the chunk. */
  stopRenewing(): void;
}

interface ReserveInput {
  profileId: string;
  sessionId: string;
  /** The body's declared length: held whole or refused. Without one, up to `maxBytes` of what is left is held. */
  declaredBytes: number | undefined;
  maxBytes: number;
  quotaBytes: number;
  /** Reads the store's free bytes, or null when it has no disk to fill (S3). */
  freeBytes: () => Promise<number | null>;
  minFreeBytes: number;
  now?: Date;
}

/**
 * Holds a chunk's bytes against the candidate's quota and the disk's floor before a chunk's body is read
 * (decision 0075). Under one lock per candidate (and one for the disk when it has a floor), it
 * counts what is stored plus what other uploads hold, and refuses with the same 413 or 507 a
 * stored chunk would get. Expired reservations (a server killed mid-upload) count for nothing.
 */
export async function reserveChunkBytes(
  services: Pick<AppServices, "db" | "log">,
  input: ReserveInput,
): Promise<ChunkReservation> {
  const now = input.now ?? new Date();
  const { id, bytes } = await services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recording-chunk-reservations:${input.profileId}`}))`);
    // Held bytes are read before stored ones: an upload that stores its chunk in between is then
    // counted twice rather than not at all (its reservation goes in the transaction that stores it).
    const heldByCandidate = await activeReservedBytes(tx, now, input.profileId);
    const quotaRoom = input.quotaBytes - heldByCandidate - (await candidateStoredBytes(tx, input.profileId));
    let diskRoom = Number.POSITIVE_INFINITY;
    if ((await input.freeBytes()) !== null) {
      // The same order for the disk: held bytes, then what the disk has left.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${DISK_LOCK}))`);
      const heldOnDisk = await activeReservedBytes(tx, now);
      diskRoom = ((await input.freeBytes()) ?? 0) - heldOnDisk - input.minFreeBytes;
    }
    // A chunk holds at least one byte: with no room left, even one sent without a length is refused unread.
    const bytes = input.declaredBytes ?? Math.min(input.maxBytes, quotaRoom, diskRoom);
    if (Math.max(bytes, 1) > quotaRoom) throw quotaExceeded(recordingMessages.quotaExceeded);
    if (Math.max(bytes, 1) > diskRoom) throw insufficientStorage(recordingMessages.storageFull);
    await tx.delete(recordingChunkReservations).where(lte(recordingChunkReservations.expiresAt, now));
    const [row] = await tx
      .insert(recordingChunkReservations)
      .values({
        profileId: input.profileId,
        sessionId: input.sessionId,
        bytes,
        expiresAt: expiryFrom(now),
      })
      .returning({ id: recordingChunkReservations.id });
    return { id: row!.id, bytes };
  });

  const renewal = setInterval(() => {
    services.db
      .update(recordingChunkReservations)
      .set({ expiresAt: expiryFrom(new Date()) })
      .where(eq(recordingChunkReservations.id, id))
      .catch((err: unknown) => services.log.warn({ err }, "could not renew a recording chunk's reservation"));
  }, RENEW_EVERY_MS);
  renewal.unref();
  let released = false;
  return {
    id,
    bytes,
    stopRenewing: () => clearInterval(renewal),
    async release() {
      clearInterval(renewal);
      if (released) return;
      released = true;
      await releaseReservation(services.db, id);
    },
  };
}

/** Deletes a reservation: in the transaction that stores its chunk, or after a refusal. */
export async function releaseReservation(db: DbOrTx, id: string): Promise<void> {
  await db.delete(recordingChunkReservations).where(eq(recordingChunkReservations.id, id));
}

async function activeReservedBytes(db: DbOrTx, now: Date, profileId?: string): Promise<number> {
  const live = gt(recordingChunkReservations.expiresAt, now);
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${recordingChunkReservations.bytes}), 0)` })
    .from(recordingChunkReservations)
    .where(profileId === undefined ? live : and(live, eq(recordingChunkReservations.profileId, profileId)));
  return Number(row?.bytes ?? 0);
}

const expiryFrom = (now: Date) => new Date(now.getTime() + RESERVATION_SECONDS * 1000);
