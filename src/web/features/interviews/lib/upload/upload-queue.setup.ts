import { vi } from "vitest";
import { MemoryChunkStore } from "./chunk-store";
import { UploadQueue, type UploadQueueOptions } from "./upload-queue";
import { FakeConnectivity, ManualTransport } from "../../../../testing/upload-queue.fakes";

/** A queue over fakes, with deterministic jitter (random = 0: each retry waits half its ceiling). */
export function makeQueue(overrides: Partial<UploadQueueOptions> = {}) {
  const store = (overrides.store as MemoryChunkStore | undefined) ?? new MemoryChunkStore();
  const transport = new ManualTransport();
  const connectivity = new FakeConnectivity();
  const storageErrors: unknown[] = [];
  const queue = new UploadQueue({
    store,
    transport,
    connectivity,
    parallelism: 2,
    stallTimeoutMs: 10_000,
    backoff: { baseMs: 1_000, maxMs: 8_000 },
    random: () => 0,
    onStorageError: (error) => storageErrors.push(error),
    ...overrides,
  });
  return { queue, store, transport, connectivity, storageErrors };
}

export function useQueueTimers(): void {
  // Only timers and Date are faked: setImmediate and performance stay real so waitUntil can yield.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
}
