import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { bytes, waitUntil } from "../../../../testing/upload-queue.fakes";
import { makeQueue } from "../../lib/upload/upload-queue.setup";
import { createRecordingChunkTransport } from "./put-recording-chunk";
import { FakeXhr, resetFakeXhr } from "../../../../testing/put-recording-chunk.fakes";

/* The real UploadQueue (memory store, real timers, a 1 ms backoff) over this transport and a scripted XHR. */

const SESSION = "4f1c2a7e-9a39-4a8f-9d7e-1f0f6d2c3b4a";
const transport = createRecordingChunkTransport({
  sessionId: SESSION,
  leaseToken: () => "lease-token-aaaaaaaaaaaa",
  mimeType: () => "video/webm",
});
const setup = () => makeQueue({ transport, parallelism: 1, backoff: { baseMs: 1, maxMs: 2 } });
const chunk = (seq: number) => ({ sessionId: SESSION, segment: 0, seq, bytes: bytes(10, seq) });

beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeXhr));
afterEach(() => {
  vi.unstubAllGlobals();
  resetFakeXhr();
});

describe("UploadQueue over the recording chunk transport", () => {
  it("deletes each chunk from storage once the server acknowledges it", async () => {
    resetFakeXhr(
      (xhr) => xhr.acknowledge(),
      (xhr) => xhr.acknowledge(),
    );
    const { queue, store } = setup();
    await queue.enqueue(chunk(0));
    await queue.enqueue(chunk(1));
    await queue.flush();
    expect(store.keys()).toEqual([]);
    expect(FakeXhr.sent.map((xhr) => xhr.url)).toEqual([
      `/api/recording-sessions/${SESSION}/segments/0/chunks/0`,
      `/api/recording-sessions/${SESSION}/segments/0/chunks/1`,
    ]);
    expect(queue.getState().state).toBe("saved");
    queue.close();
  });

  it("retries a 503 and keeps the chunk until the 200", async () => {
    resetFakeXhr(
      (xhr) => xhr.answer(503, { error: "unavailable", message: "Busy" }),
      (xhr) => xhr.acknowledge(),
    );
    const { queue, store } = setup();
    await queue.enqueue(chunk(0));
    await waitUntil(() => FakeXhr.sent.length === 1 && queue.getState().retryingChunks === 1);
    expect(store.keys()).toEqual([`${SESSION}/0/0`]);
    await queue.flush();
    expect(FakeXhr.sent).toHaveLength(2);
    expect(store.keys()).toEqual([]);
    queue.close();
  });

  it("stops the session on a 409 for different bytes, keeping the chunk and not putting it again", async () => {
    resetFakeXhr((xhr) => xhr.answer(409, { error: "conflict", message: recordingMessages.checksumConflict }));
    const { queue, store } = setup();
    await queue.enqueue(chunk(0));
    await expect(queue.flush()).rejects.toMatchObject({ reason: "checksum-conflict", status: 409 });
    expect(queue.getState()).toMatchObject({ state: "failed", error: { reason: "checksum-conflict" } });
    expect(store.keys()).toEqual([`${SESSION}/0/0`]);
    expect(FakeXhr.sent).toHaveLength(1);
    queue.close();
  });
});
