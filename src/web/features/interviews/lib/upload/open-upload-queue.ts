import { type ChunkStore, MemoryChunkStore } from "./chunk-store";
import { browserConnectivity } from "./connectivity";
import { IndexedDbChunkStore } from "./indexeddb-chunk-store";
import type { ChunkTransport } from "./put-chunk";
import { UploadQueue, type UploadQueueOptions } from "./upload-queue";

export interface OpenedUploadQueue {
  queue: UploadQueue;
  /** False when IndexedDB could not be opened (private mode, storage disabled): a reload would lose chunks. */
  durable: boolean;
}

interface OpenDependencies {
  openStore: () => Promise<ChunkStore>;
  /** Asks the browser not to evict the stored chunks under storage pressure. */
  requestPersistence: () => Promise<unknown>;
}

const browserDependencies: OpenDependencies = {
  openStore: () => IndexedDbChunkStore.open(),
  requestPersistence: async () => (typeof navigator === "undefined" ? false : navigator.storage?.persist?.()),
};

/**
 * The queue as the recorder uses it: IndexedDB storage (memory when IndexedDB is unavailable, reported
 * through `durable` so the UI can warn), the browser's online state, and persistent storage requested.
 * Open one queue per tab, under the recording Web Lock, so two tabs never drain the same leftovers.
 */
export async function openUploadQueue(
  transport: ChunkTransport,
  options: Partial<Omit<UploadQueueOptions, "store" | "transport">> = {},
  dependencies: OpenDependencies = browserDependencies,
): Promise<OpenedUploadQueue> {
  let store: ChunkStore;
  let durable = true;
  try {
    store = await dependencies.openStore();
  } catch (error) {
    console.error("Recording storage unavailable, keeping chunks in memory:", error);
    store = new MemoryChunkStore();
    durable = false;
  }
  dependencies.requestPersistence().catch(() => undefined);
  const connectivity = options.connectivity ?? browserConnectivity();
  return { queue: new UploadQueue({ ...options, store, transport, connectivity }), durable };
}
