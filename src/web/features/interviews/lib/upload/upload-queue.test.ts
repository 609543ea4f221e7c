import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "./chunk";
import { PermanentUploadError, RetryableUploadError } from "./upload-errors";
import { bytes, waitUntil } from "../../../../testing/upload-queue.fakes";
import { makeQueue, useQueueTimers } from "./upload-queue.setup";

beforeEach(useQueueTimers);
afterEach(() => {
  vi.useRealTimers();
});

const chunk = (seq: number, segment = 0, sessionId = "s1") => ({ sessionId, segment, seq, bytes: bytes(100, seq) });

describe("UploadQueue", () => {
  it("stores a chunk before uploading it and deletes it only once acknowledged", async () => {
    const { queue, store, transport } = makeQueue();
    await queue.enqueue(chunk(0));
    expect(store.keys()).toEqual(["s1/0/0"]);

    await waitUntil(() => transport.puts.length === 1);
    const put = transport.puts[0]!;
    expect(put.chunk.sha256).toBe(await sha256Hex(bytes(100, 0)));
    expect(store.keys()).toEqual(["s1/0/0"]);

    put.acknowledge();
    await waitUntil(() => store.keys().length === 0);
    expect(queue.getState()).toMatchObject({ pendingChunks: 0, pendingBytes: 0, state: "saved" });
  });

  it("retries a retryable failure after an exponential backoff, then succeeds", async () => {
    const { queue, store, transport } = makeQueue();
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);

    transport.puts[0]!.fail(new RetryableUploadError("HTTP 503.", "server"));
    await waitUntil(() => queue.getState().retryingChunks === 1);
    // random = 0: retry n waits half of min(8000, 1000 * 2^(n-1)).
    await vi.advanceTimersByTimeAsync(499);
    expect(transport.puts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await waitUntil(() => transport.puts.length === 2);

    transport.puts[1]!.fail(new TypeError("Failed to fetch"));
    await waitUntil(() => queue.getState().retryingChunks === 1);
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.puts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await waitUntil(() => transport.puts.length === 3);

    transport.puts[2]!.acknowledge();
    await waitUntil(() => store.keys().length === 0);
    expect(queue.getState().state).toBe("saved");
  });

  it("pauses every put during a backoff, so an outage is not hammered by each queued chunk", async () => {
    const { queue, store, transport } = makeQueue({ parallelism: 2 });
    for (let seq = 0; seq < 5; seq += 1) await queue.enqueue(chunk(seq));
    await waitUntil(() => transport.puts.length === 2);
    for (const put of transport.open()) put.fail(new RetryableUploadError("HTTP 502.", "server"));
    await waitUntil(() => queue.getState().retryingChunks === 2);
    // Two failures in a row: the pause is half of 2 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.puts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await waitUntil(() => transport.puts.length === 4);
    expect(transport.order()).toEqual(["0:0", "0:1", "0:0", "0:1"]);
    while (store.keys().length > 0) {
      transport.open()[0]?.acknowledge();
      await waitUntil(() => transport.open().length === Math.min(2, queue.getState().pendingChunks));
    }
    expect(transport.order().slice(4)).toEqual(["0:2", "0:3", "0:4"]);
  });

  it("waits at least a server's Retry-After", async () => {
    const { queue, transport } = makeQueue();
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);
    transport.puts[0]!.fail(new RetryableUploadError("Rate limited.", "rate-limited", 5_000));
    await waitUntil(() => queue.getState().retryingChunks === 1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(transport.puts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await waitUntil(() => transport.puts.length === 2);
  });

  it("stops a session on a permanent error, keeps its chunks stored and rejects flush", async () => {
    const { queue, store, transport } = makeQueue({ parallelism: 1 });
    await queue.enqueue(chunk(0));
    await queue.enqueue(chunk(1));
    await queue.enqueue(chunk(0, 0, "s2"));
    const flushed = queue.flush();
    await waitUntil(() => transport.puts.length === 1);

    const refused = new PermanentUploadError(
      "The server holds different bytes for this chunk.",
      "checksum-conflict",
      409,
    );
    transport.puts[0]!.fail(refused);
    await expect(flushed).rejects.toBe(refused);
    expect(queue.getState()).toMatchObject({ state: "failed", error: refused, pendingChunks: 3 });

    // The other session still drains; s1's second chunk is never put.
    await waitUntil(() => transport.puts.length === 2);
    expect(transport.puts[1]!.chunk.sessionId).toBe("s2");
    transport.puts[1]!.acknowledge();
    await waitUntil(() => store.keys().length === 2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport.puts).toHaveLength(2);
    expect(store.keys().sort()).toEqual(["s1/0/0", "s1/0/1"]);
    await expect(queue.flush()).rejects.toBe(refused);
  });

  it("never has more puts in flight than the bound, and dispatches in recording order", async () => {
    const { queue, store, transport } = makeQueue({ parallelism: 2 });
    for (let seq = 0; seq < 6; seq += 1) await queue.enqueue(chunk(seq));
    await waitUntil(() => transport.puts.length === 2);
    expect(transport.active).toBe(2);

    while (store.keys().length > 0) {
      const open = transport.open();
      // Answer the newest first, so acknowledgements arrive out of order.
      open[open.length - 1]?.acknowledge();
      await waitUntil(() => transport.open().length === Math.min(2, queue.getState().pendingChunks));
    }
    expect(transport.maxActive).toBe(2);
    expect(transport.order()).toEqual(["0:0", "0:1", "0:2", "0:3", "0:4", "0:5"]);
  });

  it("refuses the same chunk twice while it is queued", async () => {
    const { queue } = makeQueue();
    await queue.enqueue(chunk(0));
    await expect(queue.enqueue(chunk(0))).rejects.toThrow("already queued");
  });

  it("discards a session from the queue and from storage", async () => {
    const { queue, store, transport } = makeQueue();
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);
    transport.puts[0]!.fail(new PermanentUploadError("HTTP 410.", "rejected", 410));
    await waitUntil(() => queue.getState().state === "failed");

    await queue.discardSession("s1");
    expect(store.keys()).toEqual([]);
    expect(queue.getState()).toMatchObject({ state: "saved", pendingChunks: 0, error: null });
  });
});
