import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import type { StoredChunk } from "../../lib/upload/chunk";
import { PermanentUploadError, RetryableUploadError } from "../../lib/upload/upload-errors";
import { parseRetryAfter } from "./recording-chunk-outcome";
import { createRecordingChunkTransport } from "./put-recording-chunk";
import { FakeXhr, resetFakeXhr } from "../../../../testing/put-recording-chunk.fakes";

const SESSION = "4f1c2a7e-9a39-4a8f-9d7e-1f0f6d2c3b4a";
const SHA = "ab".repeat(32);
const chunk = (overrides: Partial<StoredChunk> = {}): StoredChunk => ({
  sessionId: SESSION,
  segment: 2,
  seq: 7,
  bytes: new Uint8Array([1, 2, 3]).buffer,
  sha256: SHA,
  createdAt: 0,
  ...overrides,
});
const ack = { segment: 2, seq: 7, byteSize: 3, sha256: SHA };
const apiError = (message: string, error = "conflict") => ({ error, message });

let token = "lease-token-aaaaaaaaaaaa";
const transport = createRecordingChunkTransport({
  sessionId: SESSION,
  leaseToken: () => token,
  mimeType: (segment) => (segment === 2 ? "video/webm;codecs=vp9,opus" : "video/mp4"),
});
const put = (signal = new AbortController().signal, onProgress?: () => void) =>
  transport.put(chunk(), { signal, ...(onProgress ? { onProgress } : {}) });

beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeXhr));
afterEach(() => {
  vi.unstubAllGlobals();
  resetFakeXhr();
});

describe("createRecordingChunkTransport", () => {
  it("PUTs the raw bytes to the chunk endpoint with the lease, checksum and format headers", async () => {
    resetFakeXhr((xhr) => xhr.answer(200, ack));
    await expect(put()).resolves.toBe("acknowledged");
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({
      method: "PUT",
      url: `/api/recording-sessions/${SESSION}/segments/2/chunks/7`,
      headers: {
        "content-type": "application/octet-stream",
        "x-recording-lease": "lease-token-aaaaaaaaaaaa",
        "x-chunk-sha256": SHA,
        "x-recording-mime-type": "video/webm;codecs=vp9,opus",
      },
    });
    expect(new Uint8Array(xhr!.body as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("reads the lease token at each put, so a renewed or retaken lease is used", async () => {
    resetFakeXhr(
      (xhr) => xhr.answer(200, ack),
      (xhr) => xhr.answer(200, ack),
    );
    await put();
    token = "lease-token-bbbbbbbbbbbb";
    await put();
    expect(FakeXhr.sent.map((xhr) => xhr.headers["x-recording-lease"])).toEqual([
      "lease-token-aaaaaaaaaaaa",
      "lease-token-bbbbbbbbbbbb",
    ]);
  });

  it("reports upload progress", async () => {
    resetFakeXhr((xhr) => {
      xhr.progress(1, 3);
      xhr.progress(3, 3);
      xhr.answer(200, ack);
    });
    const onProgress = vi.fn();
    await put(undefined, onProgress);
    expect(onProgress).toHaveBeenCalledTimes(2);
  });

  it("aborts the request when the signal fires and rejects with the signal's reason", async () => {
    const controller = new AbortController();
    const reason = new Error("stalled");
    resetFakeXhr(() => controller.abort(reason));
    await expect(put(controller.signal)).rejects.toBe(reason);
    expect(FakeXhr.sent[0]!.aborted).toBe(true);

    resetFakeXhr();
    await expect(put(controller.signal)).rejects.toBe(reason);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("does not trust a 200 that does not acknowledge this chunk (a captive portal, a proxy)", async () => {
    resetFakeXhr(
      (xhr) => xhr.answer(200, "<html>Sign in to the Wi-Fi</html>"),
      (xhr) => xhr.answer(200, { ...ack, seq: 8 }),
    );
    await expect(put()).rejects.toMatchObject({ name: "RetryableUploadError", reason: "server" });
    await expect(put()).rejects.toBeInstanceOf(RetryableUploadError);
  });

  it("makes a 409 for different bytes a checksum conflict, any other 409 a refusal with the server's message", async () => {
    resetFakeXhr(
      (xhr) => xhr.answer(409, apiError(recordingMessages.checksumConflict)),
      (xhr) => xhr.answer(409, apiError(recordingMessages.leaseRequired)),
    );
    await expect(put()).rejects.toMatchObject({
      name: "PermanentUploadError",
      reason: "checksum-conflict",
      status: 409,
      message: recordingMessages.checksumConflict,
    });
    await expect(put()).rejects.toMatchObject({
      reason: "rejected",
      status: 409,
      message: recordingMessages.leaseRequired,
    });
  });

  it.each([
    [413, apiError(recordingMessages.chunkTooLarge, "payload_too_large")],
    [400, apiError(recordingMessages.checksumMismatch, "bad_request")],
    [404, apiError(recordingMessages.sessionNotFound, "not_found")],
  ])("makes a %i permanent, with the server's message", async (status, body) => {
    resetFakeXhr((xhr) => xhr.answer(status, body));
    const error = await put().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PermanentUploadError);
    expect(error).toMatchObject({ reason: "rejected", status, message: body.message });
  });

  it.each([
    [408, "timeout"],
    [429, "rate-limited"],
    [500, "server"],
    [503, "server"],
  ])("makes a %i retryable (%s), honouring Retry-After", async (status, reason) => {
    resetFakeXhr((xhr) => xhr.answer(status, "", { "retry-after": "12" }));
    await expect(put()).rejects.toMatchObject({ name: "RetryableUploadError", reason, retryAfterMs: 12_000 });
  });

  it("makes a network failure or a timeout retryable", async () => {
    resetFakeXhr(
      (xhr) => xhr.onerror?.(),
      (xhr) => xhr.ontimeout?.(),
    );
    await expect(put()).rejects.toMatchObject({ name: "RetryableUploadError", reason: "network" });
    await expect(put()).rejects.toMatchObject({ name: "RetryableUploadError", reason: "timeout" });
  });

  it("refuses, without a request, a leftover chunk of another session", async () => {
    resetFakeXhr();
    const other = chunk({ sessionId: "0b5d7c1e-0000-4000-8000-000000000000" });
    await expect(transport.put(other, { signal: new AbortController().signal })).rejects.toMatchObject({
      name: "PermanentUploadError",
      reason: "rejected",
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds or an HTTP date, never a negative wait", () => {
    const now = Date.parse("2026-11-22T20:00:00Z");
    expect(parseRetryAfter("3", now)).toBe(3_000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 20:00:05 GMT", now)).toBe(5_000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 19:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
