import type { ChunkKey, StoredChunk } from "./chunk";
import type { ChunkStore } from "./chunk-store";

const databaseName = "onetake-recordings";
const storeName = "chunks";
const version = 1;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Resolves when the transaction has committed, not merely when its request succeeded. */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted."));
  });
}

function keyOf(key: ChunkKey): IDBValidKey {
  return [key.sessionId, key.segment, key.seq];
}

function openChunkDatabase(factory: IDBFactory = indexedDB): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = factory.open(databaseName, version);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(storeName)) {
        open.result.createObjectStore(storeName, { keyPath: ["sessionId", "segment", "seq"] });
      }
    };
    open.onsuccess = () => {
      const db = open.result;
      // Let a newer version of the app (another tab) upgrade the schema instead of blocking it.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    // No onblocked rejection: every connection closes itself on versionchange, so a blocked open
    // completes shortly; rejecting would leak the connection that opens afterwards.
    open.onerror = () => reject(open.error);
  });
}

/**
 * ChunkStore over the raw IndexedDB API (one object store keyed by [sessionId, segment, seq]).
 * Writes ask for strict durability, so `put` resolves only once the chunk is on disk.
 * Kept thin on purpose: no test runs it in Node (fake-indexeddb is not installed); UploadQueue is tested
 * against MemoryChunkStore, which has the same contract.
 */
export class IndexedDbChunkStore implements ChunkStore {
  constructor(private readonly db: IDBDatabase) {}

  static async open(factory?: IDBFactory): Promise<IndexedDbChunkStore> {
    return new IndexedDbChunkStore(await openChunkDatabase(factory));
  }

  async put(chunk: StoredChunk): Promise<void> {
    const tx = this.db.transaction(storeName, "readwrite", { durability: "strict" });
    const done = committed(tx);
    tx.objectStore(storeName).put(chunk);
    await done;
  }

  async get(key: ChunkKey): Promise<StoredChunk | undefined> {
    const tx = this.db.transaction(storeName, "readonly");
    const found: unknown = await request(tx.objectStore(storeName).get(keyOf(key)));
    return found as StoredChunk | undefined;
  }

  async list(): Promise<StoredChunk[]> {
    const tx = this.db.transaction(storeName, "readonly");
    const all: unknown[] = await request(tx.objectStore(storeName).getAll());
    return all as StoredChunk[];
  }

  async delete(key: ChunkKey): Promise<void> {
    const tx = this.db.transaction(storeName, "readwrite", { durability: "strict" });
    const done = committed(tx);
    tx.objectStore(storeName).delete(keyOf(key));
    await done;
  }

  close(): void {
    this.db.close();
  }
}
