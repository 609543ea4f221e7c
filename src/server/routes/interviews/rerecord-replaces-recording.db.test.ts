import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { files, interviews } from "../../db/schema";
import { bundledFfmpegPath } from "../../plugins/media/bundled-ffmpeg";
import { makeRawWebm } from "../../testing/media/test-media";
import type { BlobKey } from "../../plugins/storage/blob-store";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { newLeaseToken, recordingClient, type Recorder } from "../../testing/recording-fixtures";
import { testDrivers } from "../../testing/test-database";

const WEBM = "video/webm;codecs=vp8,opus";

describe.each(testDrivers())("a re-record replaces the recording only once it is complete, on %s", (driver) => {
  let t: TestApp;
  let media: string;
  let threeSeconds: Buffer;
  let twoSeconds: Buffer;
  const { inject, startAttempt, lease, putAndFinish, freshRecorder } = recordingClient(() => t, { mimeType: WEBM });

  /** Uploads one segment through the chunk endpoint and finishes the session. */
  async function record(recorder: Recorder, bytes: Buffer): Promise<void> {
    expect((await putAndFinish(recorder, bytes)).statusCode).toBe(200);
  }

  async function waitForStatus(recorder: Recorder, expected: "ready" | "failed"): Promise<void> {
    await vi.waitFor(
      async () => {
        const response = await inject({
          method: "GET",
          url: `/api/interviews/${recorder.interviewId}/recording-status`,
          cookie: recorder.cookie,
        });
        expect(response.json().status).toBe(expected);
      },
      { timeout: 30_000, interval: 100 },
    );
  }

  /** What the interview's reset does (helper endpoint elsewhere): completed false, recording fields cleared. */
  async function reset(interviewId: string): Promise<void> {
    await t.database.db
      .update(interviews)
      .set({
        completed: false,
        completedAt: null,
        recordingFileId: null,
        posterFileId: null,
        durationSeconds: null,
        questionStartSeconds: [],
      })
      .where(eq(interviews.id, interviewId));
  }

  /** The same candidate's next attempt: a new session on the same interview, with a new lease. */
  async function nextAttempt(previous: Recorder): Promise<Recorder> {
    const attempt = await startAttempt(previous.cookie);
    expect(attempt.statusCode).toBe(200);
    const { sessionId, interviewId } = attempt.json() as { sessionId: string; interviewId: string };
    expect(interviewId).toBe(previous.interviewId);
    expect(sessionId).not.toBe(previous.sessionId);
    const token = newLeaseToken();
    expect((await lease(previous.cookie, sessionId, token)).statusCode).toBe(200);
    return { cookie: previous.cookie, sessionId, interviewId, token };
  }

  /** A session's recording and poster: their file rows and which of their blobs exist. */
  async function outputsOf(sessionId: string) {
    const rows = await t.database.db
      .select()
      .from(files)
      .where(or(like(files.storageKey, `recordings/${sessionId}/%`), like(files.storageKey, `posters/${sessionId}/%`)));
    const blobs: string[] = [];
    for (const prefix of [`recordings/${sessionId}/`, `posters/${sessionId}/`])
      for await (const key of t.app.services.blobs.list(prefix)) blobs.push(key);
    return { rows: rows.map((row) => row.kind).sort(), blobs: blobs.length, ids: rows.map((row) => row.id) };
  }

  async function interviewRow(interviewId: string) {
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
    return row!;
  }

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-rerecord-media-"));
    const ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 30_000 };
    await makeRawWebm(ffmpeg, path.join(media, "three.webm"), { seconds: 3 });
    await makeRawWebm(ffmpeg, path.join(media, "two.webm"), { seconds: 2, hz: 660 });
    threeSeconds = await readFile(path.join(media, "three.webm"));
    twoSeconds = await readFile(path.join(media, "two.webm"));
    t = await createTestApp({ driver });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  it("complete, reset, record again, finish: the old recording and poster go once the new one is ready", async () => {
    const first = await freshRecorder();
    await record(first, threeSeconds);
    await waitForStatus(first, "ready");
    const old = await outputsOf(first.sessionId);
    expect(old).toMatchObject({ rows: ["poster", "recording"], blobs: 2 });

    await reset(first.interviewId);
    const second = await nextAttempt(first);
    // While the new one is being recorded, the old files stay.
    expect(await outputsOf(first.sessionId)).toEqual(old);
    await record(second, twoSeconds);
    await waitForStatus(second, "ready");

    await vi.waitFor(async () => expect(await outputsOf(first.sessionId)).toMatchObject({ rows: [], blobs: 0 }), {
      timeout: 10_000,
    });
    const current = await outputsOf(second.sessionId);
    expect(current).toMatchObject({ rows: ["poster", "recording"], blobs: 2 });
    const interview = await interviewRow(second.interviewId);
    expect(interview.completed).toBe(true);
    expect(interview.durationSeconds).toBe(2);
    expect(current.ids).toContain(interview.recordingFileId);
    expect(current.ids).toContain(interview.posterFileId);
    for (const id of current.ids) {
      const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
      expect(await t.app.services.blobs.stat(row!.storageKey as BlobKey)).not.toBeNull();
    }
  });

  it("keeps the old recording when the new one fails, and replaces it when a later one succeeds", async () => {
    const first = await freshRecorder();
    await record(first, threeSeconds);
    await waitForStatus(first, "ready");
    const old = await outputsOf(first.sessionId);

    await reset(first.interviewId);
    const broken = await nextAttempt(first);
    await record(broken, Buffer.from("not a video at all ".repeat(2000)));
    await waitForStatus(broken, "failed");
    expect(await outputsOf(first.sessionId)).toEqual(old);
    for (const prefix of [`recordings/${first.sessionId}/`, `posters/${first.sessionId}/`])
      for await (const key of t.app.services.blobs.list(prefix))
        expect((await t.app.services.blobs.stat(key))?.size).toBeGreaterThan(0);

    await reset(first.interviewId);
    const third = await nextAttempt(first);
    await record(third, twoSeconds);
    await waitForStatus(third, "ready");
    await vi.waitFor(async () => expect(await outputsOf(first.sessionId)).toMatchObject({ rows: [], blobs: 0 }), {
      timeout: 10_000,
    });
    expect(await outputsOf(third.sessionId)).toMatchObject({ rows: ["poster", "recording"], blobs: 2 });
  });
});
