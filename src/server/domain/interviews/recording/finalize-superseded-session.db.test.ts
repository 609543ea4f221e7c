import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, interviews, recordingSessions } from "../../../db/schema";
import { bundledFfmpegPath } from "../../../plugins/media/bundled-ffmpeg";
import { makeRawWebm } from "../../../testing/media/test-media";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { newLeaseToken, recordingClient, type Recorder } from "../../../testing/recording-fixtures";
import { testDrivers } from "../../../testing/test-database";
import { finalizeRecording } from "./finalize-recording-task";

const WEBM = "video/webm;codecs=vp8,opus";

describe.each(testDrivers())("a finalize that runs after its session was superseded, on %s", (driver) => {
  let t: TestApp;
  let media: string;
  let recording: Buffer;
  const { startAttempt, lease, putAndFinish, freshRecorder } = recordingClient(() => t, { mimeType: WEBM });

  async function record(recorder: Recorder): Promise<void> {
    expect((await putAndFinish(recorder, recording)).statusCode).toBe(200);
  }

  async function outputRows(sessionId: string) {
    return t.database.db
      .select({ id: files.id })
      .from(files)
      .where(or(like(files.storageKey, `recordings/${sessionId}/%`), like(files.storageKey, `posters/${sessionId}/%`)));
  }

  async function blobCount(sessionId: string): Promise<number> {
    let count = 0;
    for (const prefix of [`recordings/${sessionId}/`, `posters/${sessionId}/`])
      for await (const _key of t.app.services.blobs.list(prefix)) count += 1;
    return count;
  }

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-superseded-media-"));
    await makeRawWebm({ path: bundledFfmpegPath() }, path.join(media, "two.webm"), { seconds: 2 });
    recording = await readFile(path.join(media, "two.webm"));
    t = await createTestApp({ driver, startWorker: false });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  it("never puts the older recording back on the interview, and its files go", async () => {
    const first = await freshRecorder();
    await record(first);
    // Reset before the first recording was finalised, then a second attempt finished.
    await t.database.db
      .update(interviews)
      .set({ completed: false, completedAt: null })
      .where(eq(interviews.id, first.interviewId));
    const attempt = (await startAttempt(first.cookie)).json() as { sessionId: string };
    const second: Recorder = { ...first, sessionId: attempt.sessionId, token: newLeaseToken() };
    expect((await lease(second.cookie, second.sessionId, second.token)).statusCode).toBe(200);
    await record(second);

    await finalizeRecording(t.app.services, second.sessionId);
    const [afterSecond] = await t.database.db.select().from(interviews).where(eq(interviews.id, first.interviewId));
    const secondFiles = (await outputRows(second.sessionId)).map((row) => row.id);
    expect(secondFiles).toContain(afterSecond!.recordingFileId);

    // The first session's task, late: it completes, but the interview keeps the second recording.
    await finalizeRecording(t.app.services, first.sessionId);
    const [afterFirst] = await t.database.db.select().from(interviews).where(eq(interviews.id, first.interviewId));
    expect(afterFirst!.recordingFileId).toBe(afterSecond!.recordingFileId);
    expect(afterFirst!.posterFileId).toBe(afterSecond!.posterFileId);
    const [late] = await t.database.db
      .select({ processing: recordingSessions.processing })
      .from(recordingSessions)
      .where(eq(recordingSessions.id, first.sessionId));
    expect(late?.processing).toBe("ready");
    expect(await outputRows(first.sessionId)).toEqual([]);
    expect(await blobCount(first.sessionId)).toBe(0);
    expect(await blobCount(second.sessionId)).toBe(2);
  });

  it("does not attach a recording to an interview that was reset while it was processing", async () => {
    const recorder = await freshRecorder();
    await record(recorder);
    await t.database.db
      .update(interviews)
      .set({ completed: false, completedAt: null })
      .where(eq(interviews.id, recorder.interviewId));
    await finalizeRecording(t.app.services, recorder.sessionId);
    const [interview] = await t.database.db.select().from(interviews).where(eq(interviews.id, recorder.interviewId));
    expect(interview).toMatchObject({ recordingFileId: null, posterFileId: null, durationSeconds: null });
    // Kept until a newer recording is ready: the reset must not lose the only one there is.
    expect(await blobCount(recorder.sessionId)).toBe(2);
  });
});
