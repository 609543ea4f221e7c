import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryChunkStore } from "./chunk-store";
import { openUploadQueue } from "./open-upload-queue";
import { FakeConnectivity, ManualTransport, bytes, waitUntil } from "../../../../testing/upload-queue.fakes";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("openUploadQueue", () => {
  it("uses the opened store, requests persistent storage and uploads its leftovers", async () => {
    const store = new MemoryChunkStore();
    await store.put({ sessionId: "s1", segment: 0, seq: 0, bytes: bytes(4), sha256: "x", createdAt: 1 });
    const requestPersistence = vi.fn(async () => true);
    const transport = new ManualTransport();
    const { queue, durable } = await openUploadQueue(
      transport,
      { connectivity: new FakeConnectivity() },
      { openStore: async () => store, requestPersistence },
    );
    expect(durable).toBe(true);
    expect(requestPersistence).toHaveBeenCalledOnce();
    await waitUntil(() => transport.puts.length === 1);
    queue.close();
  });

  it("falls back to memory and says so when IndexedDB cannot be opened", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const transport = new ManualTransport();
    const { queue, durable } = await openUploadQueue(
      transport,
      { connectivity: new FakeConnectivity() },
      { openStore: () => Promise.reject(new Error("InvalidStateError")), requestPersistence: async () => false },
    );
    expect(durable).toBe(false);
    await queue.enqueue({ sessionId: "s1", segment: 0, seq: 0, bytes: bytes(4) });
    await waitUntil(() => transport.puts.length === 1);
    queue.close();
  });
});
