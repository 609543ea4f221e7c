/** One MediaRecorder chunk of one recording segment, as kept in browser storage until the server acknowledges it. */
export interface StoredChunk {
  sessionId: string;
  segment: number;
  seq: number;
  bytes: Blob | ArrayBuffer;
  /** Lower-case hex sha256 of `bytes`; the server checks it and keys idempotent replays on it. */
  sha256: string;
  /** Epoch milliseconds when the chunk was first stored; leftovers upload oldest first. */
  createdAt: number;
}

/** What identifies a chunk: the upload endpoint is keyed the same way. */
export type ChunkKey = Pick<StoredChunk, "sessionId" | "segment" | "seq">;

export function chunkKeyString(key: ChunkKey): string {
  return `${key.sessionId}/${key.segment}/${key.seq}`;
}

export function byteLength(bytes: Blob | ArrayBuffer): number {
  return bytes instanceof ArrayBuffer ? bytes.byteLength : bytes.size;
}

/** Oldest first, then by segment and sequence, so a reload drains leftovers in recording order. */
export function compareChunks(a: Omit<StoredChunk, "bytes">, b: Omit<StoredChunk, "bytes">): number {
  return a.createdAt - b.createdAt || a.sessionId.localeCompare(b.sessionId) || a.segment - b.segment || a.seq - b.seq;
}

/** Lower-case hex sha256 through Web Crypto (available in browsers and in Node 20+). */
export async function sha256Hex(bytes: Blob | ArrayBuffer): Promise<string> {
  const buffer = bytes instanceof ArrayBuffer ? bytes : await bytes.arrayBuffer();
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
