import { createHash, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { expect } from "vitest";
import { RECORDING_HEADERS } from "@shared/interviews/recording-contracts";
import { STRONG_PASSWORD, createCandidate, signIn, uniqueIp } from "./accounts-fixtures";
import type { TestApp } from "./test-app";

export const sha256Hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
export const newLeaseToken = () => randomUUID().replaceAll("-", "");

/** The recorder's chunk size in these tests: small enough that a short clip makes several chunks. */
export const TEST_CHUNK_BYTES = 16 * 1024;

/** Cuts a recording into the chunks a recorder would upload. */
export function splitIntoChunks(bytes: Buffer, size = TEST_CHUNK_BYTES): Buffer[] {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return chunks;
}

export interface Recorder {
  cookie: string;
  sessionId: string;
  interviewId: string;
  token: string;
}

export interface ChunkHeaders {
  token: string;
  sha256: string;
  mimeType?: string;
  contentLength?: number;
}

/**
 * The recording endpoints as a client calls them, each request from its own address (so per-IP
 * limits never decide a test). `app` is read per call: test files build it in beforeAll. Chunks
 * carry `defaults.mimeType` unless a test names another.
 */
export function recordingClient(app: () => TestApp, defaults: { mimeType: string }) {
  const inject = (options: {
    method: "GET" | "POST" | "PUT";
    url: string;
    cookie: string | undefined;
    payload?: object | Buffer | Readable;
    headers?: Record<string, string>;
  }) =>
    app().app.inject({
      method: options.method,
      url: options.url,
      ...(options.payload !== undefined ? { payload: options.payload as Buffer } : {}),
      headers: { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
      remoteAddress: uniqueIp(),
    });

  const consent = (cookie: string | undefined, interviewId: string) =>
    inject({
      method: "PUT",
      url: `/api/interviews/${interviewId}/consent`,
      cookie,
      payload: { consent: true, extraTimeSeconds: 0 },
    });
  /** Opens the network attempt and, as the interview page does before recording, agrees to the notice. */
  const startAttempt = async (cookie: string | undefined) => {
    const attempt = await inject({ method: "POST", url: "/api/interviews/network/attempts", cookie, payload: {} });
    if (attempt.statusCode === 200) {
      const consented = await consent(cookie, (attempt.json() as { interviewId: string }).interviewId);
      expect(consented.statusCode).toBe(200);
    }
    return attempt;
  };
  const lease = (cookie: string | undefined, sessionId: string, token: string) =>
    inject({ method: "POST", url: `/api/recording-sessions/${sessionId}/lease`, cookie, payload: { token } });
  const putChunk = (
    cookie: string | undefined,
    sessionId: string,
    where: { segment: number; seq: number },
    body: Buffer | Readable,
    headers: ChunkHeaders,
  ) =>
    inject({
      method: "PUT",
      url: `/api/recording-sessions/${sessionId}/segments/${where.segment}/chunks/${where.seq}`,
      cookie,
      payload: body,
      headers: {
        "content-type": "application/octet-stream",
        [RECORDING_HEADERS.leaseToken]: headers.token,
        [RECORDING_HEADERS.sha256]: headers.sha256,
        [RECORDING_HEADERS.mimeType]: headers.mimeType ?? defaults.mimeType,
        ...(headers.contentLength !== undefined ? { "content-length": String(headers.contentLength) } : {}),
      },
    });

  /** Uploads `bytes` as segment 0 through the chunk endpoint (each chunk must be taken), then finishes the session. */
  async function putAndFinish(
    recorder: Pick<Recorder, "cookie" | "sessionId" | "token">,
    bytes: Buffer,
    questionStartSeconds: number[] = [0],
  ) {
    const chunks = splitIntoChunks(bytes);
    for (const [seq, chunk] of chunks.entries()) {
      const put = await putChunk(recorder.cookie, recorder.sessionId, { segment: 0, seq }, chunk, {
        token: recorder.token,
        sha256: sha256Hex(chunk),
      });
      expect(put.statusCode).toBe(200);
    }
    return inject({
      method: "POST",
      url: `/api/recording-sessions/${recorder.sessionId}/finish`,
      cookie: recorder.cookie,
      payload: {
        token: recorder.token,
        segments: [{ index: 0, lastSeq: chunks.length - 1, chunkSha256s: chunks.map((chunk) => sha256Hex(chunk)) }],
        questionStartSeconds,
      },
    });
  }

  /** A fresh candidate with an open session and the lease, for tests that change its state. */
  async function freshRecorder(): Promise<Recorder> {
    const account = await createCandidate(app().database.db, {}, { emailVerified: true });
    const cookie = await signIn(app().app, account.email, STRONG_PASSWORD, uniqueIp());
    const attempt = await startAttempt(cookie);
    expect(attempt.statusCode).toBe(200);
    const { sessionId, interviewId } = attempt.json() as { sessionId: string; interviewId: string };
    const token = newLeaseToken();
    expect((await lease(cookie, sessionId, token)).statusCode).toBe(200);
    return { cookie, sessionId, interviewId, token };
  }

  async function chunkBlobCount(sessionId: string): Promise<number> {
    let count = 0;
    for await (const _key of app().app.services.blobs.list(`recording-chunks/${sessionId}/`)) count += 1;
    return count;
  }

  return { inject, startAttempt, consent, lease, putChunk, putAndFinish, freshRecorder, chunkBlobCount };
}
