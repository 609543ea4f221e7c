import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type SaveState } from "./upload-state";
import { PermanentUploadError } from "./upload-errors";
import { bytes, waitUntil } from "../../../../testing/upload-queue.fakes";
import { makeQueue, useQueueTimers } from "./upload-queue.setup";

beforeEach(useQueueTimers);
afterEach(() => {
  vi.useRealTimers();
});

const chunk = (seq: number) => ({ sessionId: "s1", segment: 0, seq, bytes: bytes(1_000, seq) });

describe("UploadQueue saved-state indicator", () => {
  it("moves through behind, saved, offline and failed, and reports age and bytes", async () => {
    vi.setSystemTime(1_000_000);
    const { queue, transport, connectivity } = makeQueue();
    const seen: SaveState[] = [];
    queue.subscribe((state) => {
      if (seen[seen.length - 1] !== state.state) seen.push(state.state);
    });
    expect(queue.getState().state).toBe("behind"); // leftovers not loaded yet
    await queue.ready;
    expect(queue.getState().state).toBe("saved");

    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);
    await vi.advanceTimersByTimeAsync(3_000);
    await queue.enqueue(chunk(1));
    expect(queue.getState()).toMatchObject({
      state: "behind",
      pendingChunks: 2,
      pendingBytes: 2_000,
      oldestPendingAgeMs: 3_000,
      oldestPendingSince: 1_000_000,
    });

    connectivity.set(false);
    connectivity.set(true);
    await waitUntil(() => transport.open().length === 2);
    for (const put of transport.open()) put.acknowledge();
    await waitUntil(() => queue.getState().state === "saved");
    expect(queue.getState()).toMatchObject({ pendingChunks: 0, pendingBytes: 0, oldestPendingAgeMs: 0 });

    await queue.enqueue(chunk(2));
    await waitUntil(() => transport.open().length === 1);
    transport.open()[0]!.fail(new PermanentUploadError("HTTP 403.", "rejected", 403));
    await waitUntil(() => queue.getState().state === "failed");

    expect(seen).toEqual(["saved", "behind", "offline", "behind", "saved", "behind", "failed"]);
  });

  it("stops notifying after unsubscribe", async () => {
    const { queue } = makeQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    await queue.ready;
    const calls = listener.mock.calls.length;
    unsubscribe();
    await queue.enqueue(chunk(0));
    expect(listener.mock.calls.length).toBe(calls);
  });
});

describe("UploadQueue.flush", () => {
  it("resolves at once when nothing is pending", async () => {
    const { queue } = makeQueue();
    await expect(queue.flush()).resolves.toBeUndefined();
  });

  it("resolves when everything enqueued before it is acknowledged, not waiting for later chunks", async () => {
    const { queue, transport } = makeQueue({ parallelism: 3 });
    const storing = [queue.enqueue(chunk(0)), queue.enqueue(chunk(1))]; // still hashing/storing
    let flushed = false;
    const flush = queue.flush().then(() => {
      flushed = true;
    });
    await Promise.all(storing);
    await queue.enqueue(chunk(2));
    await waitUntil(() => transport.puts.length === 3);

    transport.puts[0]!.acknowledge();
    await waitUntil(() => queue.getState().pendingChunks === 2);
    expect(flushed).toBe(false);
    transport.puts[1]!.acknowledge();
    await flush;
    expect(queue.getState().pendingChunks).toBe(1); // chunk 2 is still in flight
  });

  it("waits through an offline period", async () => {
    const { queue, transport, connectivity } = makeQueue();
    connectivity.set(false);
    await queue.enqueue(chunk(0));
    let flushed = false;
    const flush = queue.flush().then(() => {
      flushed = true;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flushed).toBe(false);
    connectivity.set(true);
    await waitUntil(() => transport.puts.length === 1);
    transport.puts[0]!.acknowledge();
    await flush;
  });

  it("scoped to a session, ignores another session's failed leftovers", async () => {
    const { queue, transport } = makeQueue({ parallelism: 1 });
    await queue.enqueue({ ...chunk(0), sessionId: "old" });
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);
    const refused = new PermanentUploadError("HTTP 410.", "rejected", 410);
    transport.puts[0]!.fail(refused);
    await expect(queue.flush()).rejects.toBe(refused);

    const flush = queue.flush({ sessionId: "s1" });
    await waitUntil(() => transport.puts.length === 2);
    transport.puts[1]!.acknowledge();
    await flush;
    expect(queue.getState()).toMatchObject({ state: "failed", pendingChunks: 1 });
  });

  it("rejects when the queue is closed", async () => {
    const { queue, connectivity } = makeQueue();
    connectivity.set(false);
    await queue.enqueue(chunk(0));
    const flush = queue.flush();
    await waitUntil(() => queue.getState().pendingChunks === 1);
    queue.close();
    await expect(flush).rejects.toThrow("closed");
  });
});

describe("UploadQueue: what has not reached the server", () => {
  it("lists a session's chunks until each is acknowledged, refused ones included, other sessions apart", async () => {
    const { queue, transport } = makeQueue();
    await queue.ready;
    await queue.enqueue(chunk(0));
    await queue.enqueue(chunk(1));
    await queue.enqueue({ ...chunk(0), sessionId: "s2" });
    expect([...queue.unacknowledged("s1")].sort()).toEqual(["s1/0/0", "s1/0/1"]);
    expect([...queue.unacknowledged("s2")]).toEqual(["s2/0/0"]);

    await waitUntil(() => transport.open().length === 2);
    transport.open()[0]!.acknowledge();
    await waitUntil(() => !queue.unacknowledged("s1").has("s1/0/0"));
    expect([...queue.unacknowledged("s1")]).toEqual(["s1/0/1"]);
    await waitUntil(() => transport.open().some((put) => put.chunk.seq === 1));
    transport
      .open()
      .find((put) => put.chunk.seq === 1)!
      .fail(new PermanentUploadError("HTTP 403.", "rejected", 403));
    await waitUntil(() => queue.getState().state === "failed");
    expect([...queue.unacknowledged("s1")]).toEqual(["s1/0/1"]);
  });
});
