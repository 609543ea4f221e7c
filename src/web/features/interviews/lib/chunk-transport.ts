import type { StoredChunk } from "./chunk";

export interface SendOptions {
  /** Aborted when the send stalls, the browser goes offline or the queue is closed. */
  signal: AbortSignal;
  /** Call whenever bytes move (upload progress); each call restarts the stall timer. */
  onProgress?: () => void;
}

/**
 * Sends one chunk to the server's chunk endpoint (keyed by session, segment and seq, with the sha256).
 * Resolves once the server has acknowledged the chunk; throws RetryableUploadError or
 * PermanentUploadError (see upload-errors.ts). Any other thrown value is treated as a network failure.
 */
export interface ChunkTransport {
  send(chunk: StoredChunk, options: SendOptions): Promise<"acknowledged">;
}
