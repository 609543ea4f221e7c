import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "@shared/http/error-codes";
import { STORAGE_FULL_RETRY_SECONDS, recordingMessages } from "@shared/interviews/recording-contracts";
import { createRecordingChunkTransport } from "../../api/recording/put-recording-chunk";
import { FakeXhr, resetFakeXhr } from "../../../../testing/put-recording-chunk.fakes";
import type { StoredChunk } from "./chunk";
import { saveStatus } from "../recorder/save-status";
import { PermanentUploadError, RetryableUploadError } from "./upload-errors";
import { bytes, waitUntil } from "../../../../testing/upload-queue.fakes";
import { makeQueue, useQueueTimers } from "./upload-queue.setup";
import { uploadNotices } from "./upload-state";

/*
 * The server's storage refusals (decision 0016) as the recorder meets them: short of space (507)
 * is waited out with the chunk kept here; the account's quota (413 quota_exceeded) stops that
 * session with the chunk kept here. Either way the candidate reads a plain sentence.
 */

const SESSION = "4f1c2a7e-9a39-4a8f-9d7e-1f0f6d2c3b4a";
const storedChunk = (): StoredChunk => ({
  sessionId: SESSION,
  segment: 0,
  seq: 0,
  bytes: new Uint8Array([1, 2, 3]).buffer,
  sha256: "ab".repeat(32),
  createdAt: 0,
});
const transport = createRecordingChunkTransport({
  sessionId: SESSION,
  leaseToken: () => "lease-token-aaaaaaaaaaaa",
  mimeType: () => "video/webm;codecs=vp9,opus",
});
const put = () => transport.put(storedChunk(), { signal: new AbortController().signal });

describe("the chunk transport's storage refusals", () => {
  beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeXhr));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetFakeXhr();
  });

  it("makes a 507 retryable as storage-full, after the server's Retry-After", async () => {
    resetFakeXhr((xhr) =>
      xhr.answer(
        507,
        { error: ErrorCode.insufficientStorage, message: recordingMessages.storageFull },
        { "retry-after": String(STORAGE_FULL_RETRY_SECONDS) },
      ),
    );
    await expect(put()).rejects.toMatchObject({
      name: "RetryableUploadError",
      reason: "storage-full",
      retryAfterMs: STORAGE_FULL_RETRY_SECONDS * 1000,
    });
  });

  it("makes a quota refusal permanent, as quota, apart from the other 413s", async () => {
    resetFakeXhr(
      (xhr) => xhr.answer(413, { error: ErrorCode.quotaExceeded, message: recordingMessages.quotaExceeded }),
      (xhr) => xhr.answer(413, { error: ErrorCode.payloadTooLarge, message: recordingMessages.recordingTooLarge }),
    );
    await expect(put()).rejects.toMatchObject({
      name: "PermanentUploadError",
      reason: "quota",
      message: recordingMessages.quotaExceeded,
    });
    await expect(put()).rejects.toMatchObject({ name: "PermanentUploadError", reason: "rejected" });
  });
});

describe("the upload queue and the save indicator on a storage refusal", () => {
  beforeEach(useQueueTimers);
  afterEach(() => {
    vi.useRealTimers();
  });

  const chunk = { sessionId: "s1", segment: 0, seq: 0, bytes: bytes(100) };

  it("keeps the chunk while the server is short of space, says so, and puts it once there is room", async () => {
    const { queue, store, transport: manual } = makeQueue();
    await queue.enqueue(chunk);
    await waitUntil(() => manual.puts.length === 1);
    manual.puts[0]!.fail(new RetryableUploadError("The server is short of storage space.", "storage-full", 30_000));
    await waitUntil(() => queue.getState().retryingChunks === 1);

    expect(store.keys()).toEqual(["s1/0/0"]);
    expect(queue.getState().notice).toBe(uploadNotices.storageFull);
    // Said at once, not only once the upload is seconds behind.
    expect(saveStatus(queue.getState(), Date.now(), true)).toEqual({ tone: "behind", text: uploadNotices.storageFull });

    // The server's Retry-After is honoured, then the chunk goes up and the notice goes away.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(manual.puts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await waitUntil(() => manual.puts.length === 2);
    manual.puts[1]!.acknowledge();
    await waitUntil(() => store.keys().length === 0);
    expect(queue.getState()).toMatchObject({ state: "saved", notice: null });
  });

  it("stops the session on a quota refusal, keeps its chunk here and tells the candidate plainly", async () => {
    const { queue, store, transport: manual } = makeQueue();
    await queue.enqueue(chunk);
    await waitUntil(() => manual.puts.length === 1);
    manual.puts[0]!.fail(new PermanentUploadError(recordingMessages.quotaExceeded, "quota", 413));
    await waitUntil(() => queue.getState().state === "failed");

    expect(store.keys()).toEqual(["s1/0/0"]);
    expect(queue.getState().notice).toBe(uploadNotices.quota);
    expect(saveStatus(queue.getState(), Date.now(), true)).toEqual({ tone: "failed", text: uploadNotices.quota });
  });
});
