import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@shared/http/error-codes";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { applications, candidates, files, interviews, recordingChunks, recordingSessions } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { newLeaseToken, recordingClient, sha256Hex, type Recorder } from "../../testing/recording-fixtures";

const WEBM = "video/webm;codecs=vp9,opus";
const KIB = 1024;

/*
 * One storage quota over every byte a candidate holds (decision 0016), failed attempts included,
 * and a reset that drops a failed attempt's chunks at once. The quota here is 1 MiB.
 */
describe("the candidate's storage quota", () => {
  let t: TestApp;
  const { inject, putChunk, freshRecorder, putAndFinish, startAttempt, lease, chunkBlobCount } = recordingClient(
    () => t,
    { mimeType: WEBM },
  );

  beforeAll(async () => {
    // No task worker: the finished sessions below are marked failed by hand, not by the finalize task.
    t = await createTestApp({ startWorker: false, env: { CANDIDATE_STORAGE_QUOTA_MB: "1" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function ownerOf(recorder: Recorder) {
    const [row] = await t.database.db
      .select({ applicationId: interviews.applicationId, profileId: candidates.profileId })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(interviews.id, recorder.interviewId));
    return row!;
  }

  const send = (recorder: Recorder, seq: number, bytes: Buffer | Readable, sha256: string) =>
    putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq }, bytes, { token: recorder.token, sha256 });

  it("counts a failed attempt of another interview and the files they own, and refuses what would pass it", async () => {
    const recorder = await freshRecorder();
    const { db } = t.database;
    const { applicationId, profileId } = await ownerOf(recorder);
    // Another interview of theirs whose recording failed: its 400 KiB of chunks are still held.
    const [other] = await db
      .insert(interviews)
      .values({ applicationId, completed: true, completedAt: new Date() })
      .returning({ id: interviews.id });
    const [failed] = await db
      .insert(recordingSessions)
      .values({ interviewId: other!.id, status: "finished", processing: "failed", totalBytes: 400 * KIB })
      .returning({ id: recordingSessions.id });
    await db.insert(recordingChunks).values({
      sessionId: failed!.id,
      segmentIndex: 0,
      seq: 0,
      blobKey: `recording-chunks/${failed!.id}/0-0-${randomUUID()}.part`,
      byteSize: 400 * KIB,
      sha256: "0".repeat(64),
    });
    // And a 300 KiB file they own.
    await db.insert(files).values({
      ownerId: profileId,
      kind: "resume",
      storageKey: `resumes/${randomUUID()}.pdf`,
      contentType: "application/pdf",
      byteSize: 300 * KIB,
    });

    const tooMuch = randomBytes(400 * KIB);
    const declared = await send(recorder, 0, tooMuch, sha256Hex(tooMuch));
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ error: ErrorCode.quotaExceeded, message: recordingMessages.quotaExceeded });
    const streamed = await send(recorder, 0, Readable.from([tooMuch]), sha256Hex(tooMuch));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error).toBe(ErrorCode.quotaExceeded);
    expect(await chunkBlobCount(recorder.sessionId)).toBe(0);

    const fits = randomBytes(300 * KIB);
    expect((await send(recorder, 0, fits, sha256Hex(fits))).statusCode).toBe(200);
  });

  it("drops a failed attempt's chunks at the reset, so recording again is not held to them", async () => {
    const recorder = await freshRecorder();
    const recording = randomBytes(600 * KIB);
    expect((await putAndFinish(recorder, recording)).statusCode).toBe(200);
    await t.database.db
      .update(recordingSessions)
      .set({ processing: "failed", processingError: "test: the media could not be joined" })
      .where(eq(recordingSessions.id, recorder.sessionId));
    expect(await chunkBlobCount(recorder.sessionId)).toBeGreaterThan(0);

    const reset = await inject({
      method: "POST",
      url: `/api/interviews/${recorder.interviewId}/reset`,
      cookie: recorder.cookie,
      payload: {},
    });
    expect(reset.statusCode).toBe(200);
    expect(await chunkBlobCount(recorder.sessionId)).toBe(0);
    const rows = await t.database.db
      .select({ id: recordingChunks.id })
      .from(recordingChunks)
      .where(eq(recordingChunks.sessionId, recorder.sessionId));
    expect(rows).toEqual([]);

    // The new attempt's 600 KiB fit under the 1 MiB quota only because the failed 600 KiB are gone.
    const attempt = (await startAttempt(recorder.cookie)).json() as { sessionId: string };
    const again = { ...recorder, sessionId: attempt.sessionId, token: newLeaseToken() };
    expect((await lease(again.cookie, again.sessionId, again.token)).statusCode).toBe(200);
    const chunk = randomBytes(600 * KIB);
    expect((await send(again, 0, chunk, sha256Hex(chunk))).statusCode).toBe(200);
  });
});
