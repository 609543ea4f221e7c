import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "./chunk";
import { MemoryChunkStore } from "./chunk-store";
import { RetryableUploadError } from "./upload-errors";
import { FakeConnectivity, bytes, waitUntil } from "../../../../testing/upload-queue.fakes";
import { makeQueue, useQueueTimers } from "./upload-queue.setup";

beforeEach(useQueueTimers);
afterEach(() => {
  vi.useRealTimers();
});

const chunk = (seq: number, segment = 0) => ({ sessionId: "s1", segment, seq, bytes: bytes(10, seq) });

describe("UploadQueue recovery", () => {
  it("keeps storing while offline and drains when the connection returns", async () => {
    const connectivity = new FakeConnectivity(false);
    const { queue, store, transport } = makeQueue({ connectivity });
    await queue.enqueue(chunk(0));
    await queue.enqueue(chunk(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport.puts).toHaveLength(0);
    expect(store.keys()).toHaveLength(2);
    expect(queue.getState()).toMatchObject({ state: "offline", pendingChunks: 2, pendingBytes: 20 });

    connectivity.set(true);
    await waitUntil(() => transport.puts.length === 2);
    for (const put of transport.open()) put.acknowledge();
    await waitUntil(() => store.keys().length === 0);
    expect(queue.getState().state).toBe("saved");
  });

  it("aborts puts in flight when going offline and puts again at once when back, without backoff", async () => {
    const { queue, transport, connectivity } = makeQueue();
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);

    connectivity.set(false);
    await waitUntil(() => transport.open().length === 0);
    expect(transport.puts[0]!.options.signal.aborted).toBe(true);
    expect(queue.getState().state).toBe("offline");

    connectivity.set(true);
    await waitUntil(() => transport.puts.length === 2);
    expect(queue.getState().state).toBe("behind");
  });

  it("retries at once when the connection returns during a backoff", async () => {
    const { queue, transport, connectivity } = makeQueue();
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);
    transport.puts[0]!.fail(new TypeError("Failed to fetch"));
    await waitUntil(() => queue.getState().retryingChunks === 1);
    connectivity.set(false);
    connectivity.set(true);
    await waitUntil(() => transport.puts.length === 2);
  });

  it("after a reload uploads the leftovers first, then new chunks", async () => {
    const store = new MemoryChunkStore();
    const first = makeQueue({ store });
    first.connectivity.set(false);
    await first.queue.enqueue(chunk(0));
    await first.queue.enqueue(chunk(1));
    first.queue.close(); // the tab is reloaded

    const second = makeQueue({ store, parallelism: 1 });
    await second.queue.enqueue(chunk(0, 1));
    await waitUntil(() => second.transport.puts.length === 1);
    expect(second.queue.getState().pendingChunks).toBe(3);
    while (second.transport.open().length > 0) {
      second.transport.open()[0]!.acknowledge();
      await waitUntil(() => second.transport.open().length > 0 || store.keys().length === 0);
    }
    expect(second.transport.order()).toEqual(["0:0", "0:1", "1:0"]);
    expect(second.transport.puts[0]!.chunk.sha256).toBe(await sha256Hex(bytes(10, 0)));
  });

  it("aborts a stalled put and retries it; progress keeps a slow put alive", async () => {
    const { queue, store, transport } = makeQueue({ stallTimeoutMs: 10_000 });
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);

    // Progress every 6 s keeps it going past the 10 s stall timeout.
    for (let i = 0; i < 3; i += 1) {
      await vi.advanceTimersByTimeAsync(6_000);
      transport.puts[0]!.options.onProgress?.();
    }
    expect(transport.puts[0]!.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(10_000);
    const stalled = transport.puts[0]!;
    expect(stalled.options.signal.aborted).toBe(true);
    expect(stalled.options.signal.reason).toBeInstanceOf(RetryableUploadError);
    expect((stalled.options.signal.reason as RetryableUploadError).reason).toBe("stalled");

    await waitUntil(() => queue.getState().retryingChunks === 1);
    await vi.advanceTimersByTimeAsync(500);
    await waitUntil(() => transport.puts.length === 2);
    transport.puts[1]!.acknowledge();
    await waitUntil(() => store.keys().length === 0);
  });

  it("gives up on a transport that ignores the abort, and drops its late answer", async () => {
    const { queue, store, transport } = makeQueue({ stallTimeoutMs: 1_000 });
    transport.ignoreAbort = true;
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitUntil(() => queue.getState().retryingChunks === 1);
    await vi.advanceTimersByTimeAsync(500);
    await waitUntil(() => transport.puts.length === 2);

    transport.puts[0]!.acknowledge(); // the late answer of the abandoned put
    await waitUntil(() => transport.open().length === 1);
    expect(store.keys()).toEqual(["s1/0/0"]);
    expect(queue.getState().pendingChunks).toBe(1);

    transport.puts[1]!.acknowledge();
    await waitUntil(() => store.keys().length === 0);
  });
});
