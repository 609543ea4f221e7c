import { type ChunkKey, type StoredChunk, chunkKeyString } from "./chunk";

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

/** A ChunkStore kept in memory: for tests, and for a browser where IndexedDB cannot be opened. */
export class MemoryChunkStore implements ChunkStore {
  private readonly chunks = new Map<string, StoredChunk>();

  async put(chunk: StoredChunk): Promise<void> {
    this.chunks.set(chunkKeyString(chunk), chunk);
  }

  async get(key: ChunkKey): Promise<StoredChunk | undefined> {
    return this.chunks.get(chunkKeyString(key));
  }

  async list(): Promise<StoredChunk[]> {
    return [...this.chunks.values()];
  }

  async delete(key: ChunkKey): Promise<void> {
    this.chunks.delete(chunkKeyString(key));
  }

  /** Synchronous view for assertions. */
  keys(): string[] {
    return [...this.chunks.keys()];
  }
}
