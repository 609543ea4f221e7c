import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ErrorCode } from "@shared/http/error-codes";
import {
  RECORDING_HEADERS,
  STORAGE_FULL_RETRY_SECONDS,
  recordingMessages,
} from "@shared/interviews/recording-contracts";
import { FullDiskBlobStore } from "../../testing/full-disk-blob-store";
import { rawRequest } from "../../testing/raw-request";
import { recordingClient, sha256Hex, type Recorder } from "../../testing/recording-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";

const WEBM = "video/webm;codecs=vp9,opus";
const FLOOR_MB = 64;

/*
 * A full disk (decision 0016): ENOSPC while a chunk streams in is answered 507 at once and the
 * connection is closed, so the client is not left sending into a server that stopped reading;
 * below the free-space floor, chunks are refused with 507 before their body is read.
 */
describe("chunk uploads when the store is short of space", () => {
  let t: TestApp;
  let port: number;
  let storeDir: string;
  let store: FullDiskBlobStore;
  const { putChunk, freshRecorder, chunkBlobCount, inject } = recordingClient(() => t, { mimeType: WEBM });

  beforeAll(async () => {
    storeDir = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-full-disk-"));
    store = new FullDiskBlobStore(storeDir);
    t = await createTestApp({ blobs: store, env: { STORAGE_MIN_FREE_MB: String(FLOOR_MB) } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(storeDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    store.fullAfterBytes = undefined;
    store.free = undefined;
  });

  const sendRaw = (recorder: Recorder, seq: number, bytes: Buffer) =>
    rawRequest(port, {
      method: "PUT",
      path: `/api/recording-sessions/${recorder.sessionId}/segments/0/chunks/${seq}`,
      headers: {
        cookie: recorder.cookie,
        "content-type": "application/octet-stream",
        "content-length": String(bytes.length),
        [RECORDING_HEADERS.leaseToken]: recorder.token,
        [RECORDING_HEADERS.sha256]: sha256Hex(bytes),
        [RECORDING_HEADERS.mimeType]: WEBM,
      },
      bodyStart: bytes,
    });
  const sessionBytes = async (recorder: Recorder) =>
    (
      await inject({ method: "GET", url: `/api/recording-sessions/${recorder.sessionId}`, cookie: recorder.cookie })
    ).json().totalBytes as number;

  it("answers ENOSPC during a chunk's write with 507 at once and closes the connection; nothing is kept", async () => {
    const recorder = await freshRecorder();
    const chunk = randomBytes(8 * 1024 * 1024);
    store.fullAfterBytes = 256 * 1024;
    const answer = await sendRaw(recorder, 0, chunk);
    expect(answer.status).toBe(507);
    expect(JSON.parse(answer.body)).toEqual({
      error: ErrorCode.insufficientStorage,
      message: recordingMessages.storageFull,
    });
    expect(answer.headers["retry-after"]).toBe(String(STORAGE_FULL_RETRY_SECONDS));
    expect(answer.headers.connection).toBe("close");
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeLessThan(3000);
    expect(await chunkBlobCount(recorder.sessionId)).toBe(0);
    expect(await sessionBytes(recorder)).toBe(0);

    // Once there is room again, the browser's retry of the same chunk is taken.
    store.fullAfterBytes = undefined;
    const retry = await putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq: 0 }, chunk, {
      token: recorder.token,
      sha256: sha256Hex(chunk),
    });
    expect(retry.statusCode).toBe(200);
    expect(await sessionBytes(recorder)).toBe(chunk.length);
  });

  it("refuses chunks with 507 before reading them while free space is below the floor", async () => {
    const recorder = await freshRecorder();
    store.free = FLOOR_MB * 1024 * 1024 - 1;
    const declaredOnly = await rawRequest(port, {
      method: "PUT",
      path: `/api/recording-sessions/${recorder.sessionId}/segments/0/chunks/0`,
      headers: {
        cookie: recorder.cookie,
        "content-type": "application/octet-stream",
        "content-length": String(32 * 1024 * 1024),
        [RECORDING_HEADERS.leaseToken]: recorder.token,
        [RECORDING_HEADERS.sha256]: "0".repeat(64),
        [RECORDING_HEADERS.mimeType]: WEBM,
      },
    });
    expect(declaredOnly.status).toBe(507);
    expect(JSON.parse(declaredOnly.body).message).toBe(recordingMessages.storageFull);
    expect(declaredOnly.headers["retry-after"]).toBe(String(STORAGE_FULL_RETRY_SECONDS));

    // A chunk is taken once writing it leaves the floor free (decision 0075).
    const bytes = randomBytes(1024);
    store.free = FLOOR_MB * 1024 * 1024 + bytes.length;
    const taken = await putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq: 0 }, bytes, {
      token: recorder.token,
      sha256: sha256Hex(bytes),
    });
    expect(taken.statusCode).toBe(200);
  });
});
