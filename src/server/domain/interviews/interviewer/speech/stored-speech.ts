import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { and, eq, inArray, isNull, like, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  applications,
  candidates,
  files,
  interviewFollowUps,
  interviews,
  recordingSessions,
} from "../../../../db/schema";
import { blobKey } from "../../../../plugins/storage/blob-key";
import type { BlobKey } from "../../../../plugins/storage/blob-store";
import type { AppServices } from "../../../../services";

/*
 * A follow-up's speech in the blob store (decision 0074), so every app server answers from one
 * copy and one provider call: the server that claims it on the follow-up's row makes it, the
 * others wait for it. The MP3 is the candidate's, with the interview: a files row they own, under
 * the session's prefix, so it goes with the recording, the account and the company's retention.
 */

/** A claim older than this belongs to a server that stopped mid-call: the next request takes it over. */
const STALE_SPEECH_CLAIM_MS = 20_000;

type Services = Pick<AppServices, "db" | "blobs">;

/** Where a session's follow-ups' speech is kept: under this prefix, one MP3 per follow-up. */
export function followUpSpeechPrefix(sessionId: string): string {
  return `${blobKey("follow-up-speech", sessionId)}/`;
}

function speechKey(sessionId: string, followUpId: string): BlobKey {
  return blobKey("follow-up-speech", sessionId, `${followUpId}.mp3`);
}

export type SpeechState = "none" | "making" | "ready" | "failed" | "gone";

/** Where the follow-up's speech is: not begun, being made (by anyone), stored, failed, or the follow-up is gone. */
export async function speechState(db: Db, followUpId: string): Promise<SpeechState> {
  const [row] = await db
    .select({ state: interviewFollowUps.speechState })
    .from(interviewFollowUps)
    .where(eq(interviewFollowUps.id, followUpId));
  return row ? (row.state ?? "none") : "gone";
}

/**
 * Takes the making of the speech for this server: when none began, the last attempt failed, or
 * the server making it went silent. One conditional UPDATE, so of servers asking at once one wins.
 */
export async function claimSpeech(db: Db, followUpId: string): Promise<boolean> {
  const staleBefore = sql`now() - make_interval(secs => ${STALE_SPEECH_CLAIM_MS / 1000})`;
  const claimed = await db
    .update(interviewFollowUps)
    .set({ speechState: "making", speechClaimedAt: sql`now()` })
    .where(
      and(
        eq(interviewFollowUps.id, followUpId),
        or(
          isNull(interviewFollowUps.speechState),
          eq(interviewFollowUps.speechState, "failed"),
          and(eq(interviewFollowUps.speechState, "making"), lt(interviewFollowUps.speechClaimedAt, staleBefore)),
        ),
      ),
    )
    .returning({ id: interviewFollowUps.id });
  return claimed.length > 0;
}

/** The provider could not say it: the next request tries again. */
export async function markSpeechFailed(db: Db, followUpId: string): Promise<void> {
  await db
    .update(interviewFollowUps)
    .set({ speechState: "failed" })
    .where(and(eq(interviewFollowUps.id, followUpId), eq(interviewFollowUps.speechState, "making")));
}

/**
 * Stores the MP3 (blob first, then its files row, owned by the candidate, and the follow-up
 * marked ready, in one transaction). A follow-up deleted meanwhile (a reset, retention) keeps
 * nothing: its blob is removed again.
 */
export async function storeSpeech(
  services: Services,
  target: { followUpId: string; sessionId: string; interviewId: string },
  audio: Buffer,
): Promise<void> {
  const key = speechKey(target.sessionId, target.followUpId);
  await services.blobs.put(key, audio, { contentType: "audio/mpeg" });
  const [owner] = await services.db
    .select({ profileId: candidates.profileId })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(interviews.id, target.interviewId));
  const kept = await services.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(interviewFollowUps)
      .set({ speechState: "ready" })
      .where(eq(interviewFollowUps.id, target.followUpId))
      .returning({ id: interviewFollowUps.id });
    if (!marked || !owner) return false;
    const values = {
      contentType: "audio/mpeg",
      byteSize: audio.length,
      sha256: createHash("sha256").update(audio).digest("hex"),
    };
    await tx
      .insert(files)
      .values({ ownerId: owner.profileId, kind: "follow_up_speech", storageKey: key, ...values })
      .onConflictDoUpdate({ target: files.storageKey, set: values });
    return true;
  });
  if (!kept) await services.blobs.delete(key);
}

/** The stored MP3; null when it is no longer in the store. */
export async function readStoredSpeech(
  services: Pick<AppServices, "blobs">,
  target: { followUpId: string; sessionId: string },
): Promise<Buffer | null> {
  const blob = await services.blobs.get(speechKey(target.sessionId, target.followUpId));
  return blob ? buffer(blob.stream) : null;
}

/**
 * Deletes the speech of every follow-up of an interview, blobs first, then their rows: a reset
 * deletes the follow-ups themselves (decision 0023). A crash between leaves rows whose blobs are
 * gone, which the recording's own deletion later removes by prefix.
 */
export async function deleteInterviewSpeech(services: Services, interviewId: string): Promise<number> {
  const sessions = await services.db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(eq(recordingSessions.interviewId, interviewId));
  if (sessions.length === 0) return 0;
  const prefixes = sessions.map((session) => followUpSpeechPrefix(session.id));
  const rows = await services.db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(or(...prefixes.map((prefix) => like(files.storageKey, `${prefix}%`))));
  let deleted = 0;
  for (const prefix of prefixes) {
    for await (const key of services.blobs.list(prefix)) {
      await services.blobs.delete(key);
      deleted += 1;
    }
  }
  if (rows.length > 0)
    await services.db.delete(files).where(
      inArray(
        files.id,
        rows.map((row) => row.id),
      ),
    );
  return deleted;
}
