import { and, eq, exists, gt, gte, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { interviews, recordingChunks, recordingSessions } from "../../../db/schema";
import { defineSweepTask } from "../../../plugins/tasks/task-queue";
import type { AppServices } from "../../../services";
import { deleteSessionChunks } from "./delete-session-chunks";
import { deleteSupersededRecordings } from "./delete-superseded-recordings";
import { finalizeRecordingTask } from "./finalize-recording-task";

const HOUR = 60 * 60 * 1000;

/**
 * An open session nobody has written to, leased or renewed for this long is abandoned. An
 * interview records for at most 21 minutes, so a day of silence means no tab holds it; a
 * session opened ahead of a scheduled interview waits until a day after that date.
 */
export const ABANDON_AFTER_MS = 24 * HOUR;
/** The finalize task's retries (5, backoff from 10 s) end within minutes; an hour means they ran out. */
export const STUCK_PROCESSING_MS = HOUR;
/** A failed recording's chunks are kept this long for support, then deleted. */
export const FAILED_CHUNKS_KEPT_MS = 7 * 24 * HOUR;
/** A ready session whose chunk deletion was cut short gets this long before the sweep finishes it. */
const READY_CHUNKS_GRACE_MS = HOUR;
/** How long after a re-record became ready the sweep still checks that the old recording is gone. */
const SUPERSEDED_CHECK_MS = 24 * HOUR;

export const STUCK_FAILURE_REASON = "the recording was still processing an hour after it was queued again";

type Services = Pick<AppServices, "db" | "blobs" | "log" | "tasks">;

export interface RecordingSweepResult {
  abandoned: number;
  requeued: number;
  failed: number;
  /** Sessions whose chunks were deleted in this run. */
  chunksDropped: number;
  /** Interviews whose earlier recordings were looked for (and deleted where found). */
  supersededChecked: number;
}

/**
 * The lifecycle of recordings after upload, run every 15 minutes (decision 0024): idle open
 * sessions are abandoned, sessions stuck in processing are queued once more and then failed,
 * and the chunks nobody will join any more are deleted. Each step is a conditional update or
 * a delete that is safe to repeat, so an interrupted run is finished by the next.
 */
export async function sweepRecordingSessions(
  services: Services,
  options: { now?: Date } = {},
): Promise<RecordingSweepResult> {
  const now = options.now ?? new Date();
  const abandoned = await abandonIdleSessions(services, now);
  const { requeued, failed } = await rescueStuckSessions(services, now);
  const chunksDropped = await dropChunksNobodyNeeds(services, now);
  const supersededChecked = await finishReplacingRecordings(services, now);
  const result = { abandoned, requeued, failed, chunksDropped, supersededChecked };
  if (abandoned + requeued + failed + chunksDropped > 0) services.log.info(result, "recording sessions swept");
  return result;
}

async function abandonIdleSessions(services: Services, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDON_AFTER_MS);
  const recentChunk = services.db
    .select({ one: sql`1` })
    .from(recordingChunks)
    .where(and(eq(recordingChunks.sessionId, recordingSessions.id), gte(recordingChunks.createdAt, cutoff)));
  const scheduledLongAgo = services.db
    .select({ one: sql`1` })
    .from(interviews)
    .where(and(eq(interviews.id, recordingSessions.interviewId), lt(interviews.interviewDate, cutoff)));
  // One conditional UPDATE: a chunk, a lease or a finish racing it either lands first (and the
  // session no longer matches) or finds the session no longer open and is refused.
  const rows = await services.db
    .update(recordingSessions)
    .set({ status: "abandoned", leaseToken: null, leaseExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(recordingSessions.status, "open"),
        lt(recordingSessions.updatedAt, cutoff),
        lt(recordingSessions.createdAt, cutoff),
        or(isNull(recordingSessions.leaseExpiresAt), lt(recordingSessions.leaseExpiresAt, cutoff)),
        notExists(recentChunk),
        exists(scheduledLongAgo),
      ),
    )
    .returning({ id: recordingSessions.id });
  return rows.length;
}

/** Queued once more when the task's retries ran out; failed if that did not help either. */
async function rescueStuckSessions(services: Services, now: Date): Promise<{ requeued: number; failed: number }> {
  const cutoff = new Date(now.getTime() - STUCK_PROCESSING_MS);
  const stuck = await services.db
    .select({ id: recordingSessions.id, requeuedAt: recordingSessions.requeuedAt })
    .from(recordingSessions)
    .where(
      and(
        eq(recordingSessions.status, "finished"),
        eq(recordingSessions.processing, "processing"),
        lt(
          sql`coalesce(${recordingSessions.requeuedAt}, ${recordingSessions.finishedAt}, ${recordingSessions.updatedAt})`,
          cutoff,
        ),
      ),
    );
  let requeued = 0;
  let failed = 0;
  for (const session of stuck) {
    if (session.requeuedAt === null) {
      const queued = await services.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(recordingSessions)
          .set({ requeuedAt: now, updatedAt: now })
          .where(
            and(
              eq(recordingSessions.id, session.id),
              eq(recordingSessions.processing, "processing"),
              isNull(recordingSessions.requeuedAt),
            ),
          )
          .returning({ id: recordingSessions.id });
        if (!taken) return false;
        await services.tasks.enqueue(
          finalizeRecordingTask,
          { sessionId: session.id },
          { tx, singletonKey: session.id },
        );
        return true;
      });
      if (queued) requeued += 1;
      continue;
    }
    const [marked] = await services.db
      .update(recordingSessions)
      .set({ processing: "failed", processingError: STUCK_FAILURE_REASON, updatedAt: now })
      .where(and(eq(recordingSessions.id, session.id), eq(recordingSessions.processing, "processing")))
      .returning({ id: recordingSessions.id });
    if (marked) {
      failed += 1;
      services.log.warn({ sessionId: session.id }, "a recording stuck in processing was marked failed");
    }
  }
  return { requeued, failed };
}

/**
 * Abandoned sessions' chunks at once; failed sessions' after a week; a ready session's
 * leftovers (its task died while deleting them) after an hour.
 */
async function dropChunksNobodyNeeds(services: Services, now: Date): Promise<number> {
  const failedBefore = new Date(now.getTime() - FAILED_CHUNKS_KEPT_MS);
  const readyBefore = new Date(now.getTime() - READY_CHUNKS_GRACE_MS);
  const hasChunks = services.db
    .select({ one: sql`1` })
    .from(recordingChunks)
    .where(eq(recordingChunks.sessionId, recordingSessions.id));
  const sessions = await services.db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(
      and(
        exists(hasChunks),
        or(
          eq(recordingSessions.status, "abandoned"),
          and(
            eq(recordingSessions.status, "finished"),
            eq(recordingSessions.processing, "failed"),
            lt(recordingSessions.updatedAt, failedBefore),
          ),
          and(
            eq(recordingSessions.status, "finished"),
            eq(recordingSessions.processing, "ready"),
            lt(recordingSessions.updatedAt, readyBefore),
          ),
        ),
      ),
    );
  for (const session of sessions) await deleteSessionChunks(services, session.id);
  return sessions.length;
}

/**
 * The finalize task deletes the recording a re-record replaced; if it ran out of retries after
 * its commit, this finishes the job for interviews whose latest recording became ready within
 * the last day (the deletion is idempotent, and a no-op once done).
 */
async function finishReplacingRecordings(services: Services, now: Date): Promise<number> {
  const other = alias(recordingSessions, "other_session");
  const since = new Date(now.getTime() - SUPERSEDED_CHECK_MS);
  const rows = await services.db
    .selectDistinct({ interviewId: recordingSessions.interviewId })
    .from(recordingSessions)
    .where(
      and(
        eq(recordingSessions.status, "finished"),
        eq(recordingSessions.processing, "ready"),
        gt(recordingSessions.updatedAt, since),
        exists(
          services.db
            .select({ one: sql`1` })
            .from(other)
            .where(and(eq(other.interviewId, recordingSessions.interviewId), ne(other.id, recordingSessions.id))),
        ),
      ),
    );
  for (const row of rows) await deleteSupersededRecordings(services, row.interviewId);
  return rows.length;
}

export const sweepRecordingSessionsTask = defineSweepTask<AppServices>(
  "interviews.sweep-recordings",
  sweepRecordingSessions,
);
