import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDING_HEADERS } from "@shared/interviews/recording-contracts";
import { files, interviews, recordingChunks, recordingSessions } from "../../../db/schema";
import { bundledFfmpegPath } from "../../../plugins/media/bundled-ffmpeg";
import { makeRawWebm } from "../../../testing/media/test-media";
import type { BlobStore } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";
import { STRONG_PASSWORD, createCandidate, signIn, uniqueIp } from "../../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { testDrivers } from "../../../testing/test-database";
import { finalizeRecording } from "./finalize-recording-task";

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The store, with one operation failing the way a crash or an outage would at that point. */
function failingOnce(blobs: BlobStore, operation: "put" | "delete", keyPrefix: string): BlobStore {
  let failed = false;
  const shouldFail = (key: string) => {
    if (failed || !key.startsWith(keyPrefix)) return false;
    failed = true;
    return true;
  };
  return new Proxy(blobs, {
    get(target, property, receiver) {
      if (property === operation) {
        return async (key: string, ...rest: unknown[]) => {
          if (shouldFail(key)) throw new Error(`storage unavailable (${operation} ${key})`);
          return (target[operation] as (...args: unknown[]) => Promise<unknown>).call(target, key, ...rest);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** This session's scratch directories: other tests and processes finalize at the same time. */
async function leftoverScratch(sessionId: string): Promise<string[]> {
  return (await readdir(os.tmpdir())).filter((name) => name.startsWith(`onetake-finalize-${sessionId}-`));
}

describe.each(testDrivers())("finalizing a recording, retried after a failure, on %s", (driver) => {
  let t: TestApp;
  let recording: Buffer;
  let media: string;

  /** A finished session of a 3 s recording, its finalize task queued but no worker to run it. */
  async function finishedSession(): Promise<{ sessionId: string; interviewId: string }> {
    const account = await createCandidate(t.database.db, {}, { emailVerified: true });
    const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    const send = (method: "POST" | "PUT", url: string, payload: object | Buffer, headers = {}) =>
      t.app.inject({
        method,
        url,
        payload: payload as Buffer,
        headers: { ...headers, cookie },
        remoteAddress: uniqueIp(),
      });
    const attempt = (await send("POST", "/api/interviews/network/attempts", {})).json<{
      sessionId: string;
      interviewId: string;
    }>();
    await send("PUT", `/api/interviews/${attempt.interviewId}/consent`, { consent: true, extraTimeSeconds: 0 });
    const token = randomUUID().replaceAll("-", "");
    await send("POST", `/api/recording-sessions/${attempt.sessionId}/lease`, { token });
    const chunks: Buffer[] = [];
    for (let start = 0; start < recording.length; start += 16 * 1024)
      chunks.push(recording.subarray(start, start + 16 * 1024));
    for (const [seq, chunk] of chunks.entries()) {
      const put = await send("PUT", `/api/recording-sessions/${attempt.sessionId}/segments/0/chunks/${seq}`, chunk, {
        "content-type": "application/octet-stream",
        [RECORDING_HEADERS.leaseToken]: token,
        [RECORDING_HEADERS.sha256]: sha(chunk),
        [RECORDING_HEADERS.mimeType]: "video/webm",
      });
      expect(put.statusCode).toBe(200);
    }
    const finish = await send("POST", `/api/recording-sessions/${attempt.sessionId}/finish`, {
      token,
      segments: [{ index: 0, lastSeq: chunks.length - 1, chunkSha256s: chunks.map((chunk) => sha(chunk)) }],
      questionStartSeconds: [0],
    });
    expect(finish.statusCode).toBe(200);
    return attempt;
  }

  const services = (blobs?: BlobStore): AppServices => ({ ...t.app.services, ...(blobs ? { blobs } : {}) });

  async function state(sessionId: string, interviewId: string) {
    const [session] = await t.database.db.select().from(recordingSessions).where(eq(recordingSessions.id, sessionId));
    const [interview] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
    const chunkRows = await t.database.db
      .select()
      .from(recordingChunks)
      .where(eq(recordingChunks.sessionId, sessionId));
    const fileRows = await t.database.db
      .select()
      .from(files)
      .where(inArray(files.storageKey, [`recordings/${sessionId}/recording.webm`, `posters/${sessionId}/poster.jpg`]));
    return { processing: session?.processing, interview: interview!, chunks: chunkRows.length, files: fileRows };
  }

  beforeAll(async () => {
    media = await mkdtemp(path.join(os.tmpdir(), "onetake-finalize-media-"));
    await makeRawWebm({ path: bundledFfmpegPath() }, path.join(media, "three.webm"), { seconds: 3 });
    recording = await readFile(path.join(media, "three.webm"));
    t = await createTestApp({ driver, startWorker: false });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (media) await rm(media, { recursive: true, force: true });
  });

  it("a failure before the commit keeps every chunk; the retry stores one recording and one poster", async () => {
    const { sessionId, interviewId } = await finishedSession();
    await expect(
      finalizeRecording(services(failingOnce(t.app.services.blobs, "put", "posters/")), sessionId),
    ).rejects.toThrow(/storage unavailable/);
    const afterCrash = await state(sessionId, interviewId);
    expect(afterCrash).toMatchObject({ processing: "processing", files: [] });
    expect(afterCrash.chunks).toBeGreaterThan(0);
    expect(afterCrash.interview.recordingFileId).toBeNull();

    await finalizeRecording(services(), sessionId);
    const done = await state(sessionId, interviewId);
    expect(done.processing).toBe("ready");
    expect(done.chunks).toBe(0);
    expect(done.files.map((file) => file.kind).sort()).toEqual(["poster", "recording"]);
    expect(done.interview.durationSeconds).toBe(3);
    expect(await leftoverScratch(sessionId)).toEqual([]);
  });

  it("a failure after the commit, while deleting chunks, is finished by the retry without new files", async () => {
    const { sessionId, interviewId } = await finishedSession();
    await expect(
      finalizeRecording(services(failingOnce(t.app.services.blobs, "delete", "recording-chunks/")), sessionId),
    ).rejects.toThrow(/storage unavailable/);
    const afterCrash = await state(sessionId, interviewId);
    expect(afterCrash.processing).toBe("ready");
    expect(afterCrash.chunks).toBeGreaterThan(0);
    const fileIds = afterCrash.files.map((file) => file.id).sort();
    expect(fileIds).toHaveLength(2);

    await finalizeRecording(services(), sessionId);
    await finalizeRecording(services(), sessionId);
    const done = await state(sessionId, interviewId);
    expect(done.chunks).toBe(0);
    expect(done.files.map((file) => file.id).sort()).toEqual(fileIds);
    expect([done.interview.recordingFileId, done.interview.posterFileId].sort()).toEqual(fileIds);
    let left = 0;
    for await (const _key of t.app.services.blobs.list(`recording-chunks/${sessionId}/`)) left += 1;
    expect(left).toBe(0);
  });
});
