import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChunkKey } from "./chunk";
import { MemoryChunkStore } from "./chunk-store";
import { bytes, waitUntil } from "../../../../testing/upload-queue.fakes";
import { makeQueue, useQueueTimers } from "./upload-queue.setup";

beforeEach(useQueueTimers);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chunk = (seq: number) => ({ sessionId: "s1", segment: 0, seq, bytes: bytes(10, seq) });

class BrokenStore extends MemoryChunkStore {
  failList = false;
  failDelete = false;
  override async list() {
    if (this.failList) throw new Error("list failed");
    return super.list();
  }
  override async delete(key: ChunkKey) {
    if (this.failDelete) throw new Error("delete failed");
    return super.delete(key);
  }
}

describe("UploadQueue storage trouble", () => {
  it("goes on when the leftovers cannot be read", async () => {
    const store = new BrokenStore();
    store.failList = true;
    const { queue, transport, storageErrors } = makeQueue({ store });
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);
    expect(storageErrors).toHaveLength(1);
  });

  it("counts a chunk as saved when the server acknowledged it even if the delete fails", async () => {
    const store = new BrokenStore();
    store.failDelete = true;
    const { queue, transport, storageErrors } = makeQueue({ store });
    await queue.enqueue(chunk(0));
    const flush = queue.flush();
    await waitUntil(() => transport.puts.length === 1);
    transport.puts[0]!.acknowledge();
    await flush;
    expect(queue.getState().state).toBe("saved");
    expect(storageErrors).toHaveLength(1);
    expect(store.keys()).toEqual(["s1/0/0"]); // put again as a replay after the next page load
  });

  it("keeps uploading when an indicator listener throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { queue, store, transport } = makeQueue();
    queue.subscribe(() => {
      throw new Error("broken indicator");
    });
    await queue.enqueue(chunk(0));
    await waitUntil(() => transport.puts.length === 1);
    transport.puts[0]!.acknowledge();
    await waitUntil(() => store.keys().length === 0);
    expect(queue.getState().state).toBe("saved");
  });
});
