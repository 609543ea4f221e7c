import { type ChunkKey, type StoredChunk, chunkKeyString } from "./chunk";
import type { ChunkStore } from "./chunk-store";

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
