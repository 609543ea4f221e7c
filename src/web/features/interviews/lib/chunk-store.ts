import type { ChunkKey, StoredChunk } from "./chunk";

/**
 * Durable browser storage for chunks not yet acknowledged by the server.
 * `put` resolves only once the chunk is committed, so a crash right after loses nothing.
 */
export interface ChunkStore {
  put(chunk: StoredChunk): Promise<void>;
  get(key: ChunkKey): Promise<StoredChunk | undefined>;
  /** Every stored chunk, in no particular order. */
  list(): Promise<StoredChunk[]>;
  delete(key: ChunkKey): Promise<void>;
}
