import { MIN_RECORDING_CHUNK_BYTES } from "@shared/interviews/recording-contracts";
import { randomBytes } from "node:crypto";
import { eq, like, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, interviews, recordingChunks, recordingSessions } from "../../../db/schema";
import { blobKey } from "../../../plugins/storage/blob-key";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { newLeaseToken, recordingClient, sha256Hex as sha, type Recorder } from "../../../testing/recording-fixtures";
import { testDrivers } from "../../../testing/test-database";
import {
  ABANDON_AFTER_MS,
  FAILED_CHUNKS_KEPT_MS,
  STUCK_FAILURE_REASON,
  STUCK_PROCESSING_MS,
  sweepRecordingSessions,
} from "./sweep-recording-sessions";

const WEBM = "video/webm;codecs=vp8,opus";
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe.each(testDrivers())("sweeping recording sessions on %s", (driver) => {
  let t: TestApp;
  const { inject, startAttempt, lease, putChunk, freshRecorder, chunkBlobCount } = recordingClient(() => t, {
    mimeType: WEBM,
  });

  /** A recorder with `count` chunks acknowledged (the bytes need not be media: nothing is finalised here). */
  async function recorderWithChunks(count = 3): Promise<{ recorder: Recorder; chunks: Buffer[] }> {
    const recorder = await freshRecorder();
    // At the floor: only a segment's last chunk may be smaller (decision 0075).
    const chunks = Array.from({ length: count }, () => randomBytes(MIN_RECORDING_CHUNK_BYTES));
    for (const [seq, chunk] of chunks.entries()) {
      const put = await putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq }, chunk, {
        token: recorder.token,
        sha256: sha(chunk),
      });
      expect(put.statusCode).toBe(200);
    }
    return { recorder, chunks };
  }

  async function finished(existing?: Recorder): Promise<Recorder> {
    const { recorder, chunks } = existing ? await moreChunks(existing) : await recorderWithChunks();
    const response = await inject({
      method: "POST",
      url: `/api/recording-sessions/${recorder.sessionId}/finish`,
      cookie: recorder.cookie,
      payload: {
        token: recorder.token,
        segments: [{ index: 0, lastSeq: chunks.length - 1, chunkSha256s: chunks.map((chunk) => sha(chunk)) }],
        questionStartSeconds: [0],
      },
    });
    expect(response.statusCode).toBe(200);
    return recorder;
  }

  /** The same candidate's next attempt (after a reset), with three chunks acknowledged. */
  async function moreChunks(previous: Recorder): Promise<{ recorder: Recorder; chunks: Buffer[] }> {
    const attempt = (await startAttempt(previous.cookie)).json() as { sessionId: string };
    const recorder = { ...previous, sessionId: attempt.sessionId, token: newLeaseToken() };
    expect((await lease(recorder.cookie, recorder.sessionId, recorder.token)).statusCode).toBe(200);
    const chunks = Array.from({ length: 3 }, () => randomBytes(MIN_RECORDING_CHUNK_BYTES));
    for (const [seq, chunk] of chunks.entries())
      await putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq }, chunk, {
        token: recorder.token,
        sha256: sha(chunk),
      });
    return { recorder, chunks };
  }

  /** Moves every clock a session has (its own, its chunks', its interview's date) back by `ms`. */
  async function backdate(recorder: Recorder, ms: number, options: { interview?: boolean } = {}): Promise<void> {
    const when = ago(ms);
    const { db } = t.database;
    await db
      .update(recordingSessions)
      .set({
        createdAt: when,
        updatedAt: when,
        leaseExpiresAt: sql`case when ${recordingSessions.leaseExpiresAt} is null then null else ${when.toISOString()}::timestamptz end`,
        finishedAt: sql`case when ${recordingSessions.finishedAt} is null then null else ${when.toISOString()}::timestamptz end`,
      })
      .where(eq(recordingSessions.id, recorder.sessionId));
    await db.update(recordingChunks).set({ createdAt: when }).where(eq(recordingChunks.sessionId, recorder.sessionId));
    if (options.interview ?? true)
      await db.update(interviews).set({ interviewDate: when }).where(eq(interviews.id, recorder.interviewId));
  }

  async function session(sessionId: string) {
    const [row] = await t.database.db.select().from(recordingSessions).where(eq(recordingSessions.id, sessionId));
    return row!;
  }

  async function chunkRows(sessionId: string): Promise<number> {
    const rows = await t.database.db
      .select({ id: recordingChunks.id })
      .from(recordingChunks)
      .where(eq(recordingChunks.sessionId, sessionId));
    return rows.length;
  }

  async function finalizeTasksFor(sessionId: string): Promise<number> {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'interviews.finalize-recording' and data->>'sessionId' = ${sessionId}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  }

  beforeAll(async () => {
    // No worker: the tests decide when a task would have run, and look at what was queued.
    t = await createTestApp({ driver, startWorker: false });
  }, 60_000);
  afterAll(() => t?.close());

  it("abandons a session idle for a day and deletes its chunks; the candidate then starts afresh", async () => {
    const idle = await recorderWithChunks();
    await backdate(idle.recorder, ABANDON_AFTER_MS + HOUR);
    await sweepRecordingSessions(t.app.services);

    expect(await session(idle.recorder.sessionId)).toMatchObject({
      status: "abandoned",
      leaseToken: null,
      leaseExpiresAt: null,
    });
    expect(await chunkRows(idle.recorder.sessionId)).toBe(0);
    expect(await chunkBlobCount(idle.recorder.sessionId)).toBe(0);

    // The abandoned session takes no more chunks; the next attempt is a new session on the same interview.
    const late = await putChunk(
      idle.recorder.cookie,
      idle.recorder.sessionId,
      { segment: 0, seq: 3 },
      randomBytes(10),
      {
        token: idle.recorder.token,
        sha256: sha(randomBytes(10)),
      },
    );
    expect(late.statusCode).toBe(409);
    const again = await startAttempt(idle.recorder.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ interviewId: idle.recorder.interviewId, segments: [] });
    expect(again.json().sessionId).not.toBe(idle.recorder.sessionId);
    expect(again.json().rerecordsLeft).toBe(3);
  });

  it("keeps a session with any activity within the day, or whose interview is scheduled within it", async () => {
    const fresh = await recorderWithChunks();
    const recentChunk = await recorderWithChunks();
    await backdate(recentChunk.recorder, ABANDON_AFTER_MS + HOUR);
    await t.database.db
      .update(recordingChunks)
      .set({ createdAt: ago(ABANDON_AFTER_MS - HOUR) })
      .where(eq(recordingChunks.sessionId, recentChunk.recorder.sessionId));
    const leased = await recorderWithChunks();
    await backdate(leased.recorder, ABANDON_AFTER_MS + HOUR);
    await lease(leased.recorder.cookie, leased.recorder.sessionId, leased.recorder.token);
    const scheduled = await recorderWithChunks();
    await backdate(scheduled.recorder, ABANDON_AFTER_MS + HOUR, { interview: false });
    await t.database.db
      .update(interviews)
      .set({ interviewDate: ago(ABANDON_AFTER_MS - HOUR) })
      .where(eq(interviews.id, scheduled.recorder.interviewId));

    await sweepRecordingSessions(t.app.services);
    for (const kept of [fresh, recentChunk, leased, scheduled]) {
      expect((await session(kept.recorder.sessionId)).status).toBe("open");
      expect(await chunkRows(kept.recorder.sessionId)).toBe(3);
      expect(await chunkBlobCount(kept.recorder.sessionId)).toBe(3);
    }
  });

  it("queues a session stuck in processing once more, then marks it failed, keeping its chunks", async () => {
    const stuck = await finished();
    expect(await finalizeTasksFor(stuck.sessionId)).toBe(1);
    await backdate(stuck, STUCK_PROCESSING_MS - 5 * 60 * 1000);
    await sweepRecordingSessions(t.app.services);
    expect(await finalizeTasksFor(stuck.sessionId)).toBe(1);

    await backdate(stuck, STUCK_PROCESSING_MS + 5 * 60 * 1000);
    await sweepRecordingSessions(t.app.services);
    expect(await finalizeTasksFor(stuck.sessionId)).toBe(2);
    const requeued = await session(stuck.sessionId);
    expect(requeued.processing).toBe("processing");
    expect(requeued.requeuedAt).not.toBeNull();
    // Within the hour after queueing it again, nothing more happens.
    await sweepRecordingSessions(t.app.services);
    expect(await finalizeTasksFor(stuck.sessionId)).toBe(2);
    expect((await session(stuck.sessionId)).processing).toBe("processing");

    await t.database.db
      .update(recordingSessions)
      .set({ requeuedAt: ago(STUCK_PROCESSING_MS + 60_000) })
      .where(eq(recordingSessions.id, stuck.sessionId));
    await sweepRecordingSessions(t.app.services);
    expect(await session(stuck.sessionId)).toMatchObject({
      processing: "failed",
      processingError: STUCK_FAILURE_REASON,
    });
    expect(await finalizeTasksFor(stuck.sessionId)).toBe(2);
    expect(await chunkRows(stuck.sessionId)).toBe(3);
    const status = await inject({
      method: "GET",
      url: `/api/interviews/${stuck.interviewId}/recording-status`,
      cookie: stuck.cookie,
    });
    expect(status.json().status).toBe("failed");
  });

  it("keeps a failed session's chunks for a week, then deletes them", async () => {
    const failed = await finished();
    const markFailed = (ms: number) =>
      t.database.db
        .update(recordingSessions)
        .set({ processing: "failed", processingError: "test", updatedAt: ago(ms) })
        .where(eq(recordingSessions.id, failed.sessionId));

    await markFailed(FAILED_CHUNKS_KEPT_MS - HOUR);
    await sweepRecordingSessions(t.app.services);
    expect(await chunkRows(failed.sessionId)).toBe(3);
    expect(await chunkBlobCount(failed.sessionId)).toBe(3);

    await markFailed(FAILED_CHUNKS_KEPT_MS + HOUR);
    await sweepRecordingSessions(t.app.services);
    expect(await chunkRows(failed.sessionId)).toBe(0);
    expect(await chunkBlobCount(failed.sessionId)).toBe(0);
    expect((await session(failed.sessionId)).processing).toBe("failed");
  });

  it("finishes deleting a ready session's chunks that its task left behind", async () => {
    const ready = await finished();
    await t.database.db
      .update(recordingSessions)
      .set({ processing: "ready", updatedAt: ago(10 * 60 * 1000) })
      .where(eq(recordingSessions.id, ready.sessionId));
    await sweepRecordingSessions(t.app.services);
    expect(await chunkRows(ready.sessionId)).toBe(3);

    await t.database.db
      .update(recordingSessions)
      .set({ updatedAt: ago(2 * HOUR) })
      .where(eq(recordingSessions.id, ready.sessionId));
    await sweepRecordingSessions(t.app.services);
    expect(await chunkRows(ready.sessionId)).toBe(0);
    expect(await chunkBlobCount(ready.sessionId)).toBe(0);
  });

  it("deletes a replaced recording that the new recording's task did not get to delete", async () => {
    const { blobs, db } = t.app.services;
    const first = await finished();
    const keys = [
      blobKey("recordings", first.sessionId, "recording.webm"),
      blobKey("posters", first.sessionId, "poster.jpg"),
    ];
    for (const key of keys) await blobs.put(key, Buffer.from("old"), { contentType: "application/octet-stream" });
    await db.insert(files).values(
      keys.map((storageKey, index) => ({
        kind: index === 0 ? ("recording" as const) : ("poster" as const),
        storageKey,
        contentType: "application/octet-stream",
        byteSize: 3,
      })),
    );
    await db.update(recordingSessions).set({ processing: "ready" }).where(eq(recordingSessions.id, first.sessionId));
    await db.update(interviews).set({ completed: false }).where(eq(interviews.id, first.interviewId));
    const second = await finished(first);
    const outputs = () =>
      db
        .select({ id: files.id })
        .from(files)
        .where(
          or(
            like(files.storageKey, `recordings/${first.sessionId}/%`),
            like(files.storageKey, `posters/${first.sessionId}/%`),
          ),
        );

    // While the new recording is processing, the old one stays.
    await sweepRecordingSessions(t.app.services);
    expect(await outputs()).toHaveLength(2);

    await db
      .update(recordingSessions)
      .set({ processing: "ready", updatedAt: new Date() })
      .where(eq(recordingSessions.id, second.sessionId));
    await sweepRecordingSessions(t.app.services);
    expect(await outputs()).toEqual([]);
    for (const key of keys) expect(await blobs.stat(key)).toBeNull();
  });
});
