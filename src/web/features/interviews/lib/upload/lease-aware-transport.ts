import { recordingMessages } from "@shared/interviews/recording-contracts";
import type { ChunkTransport } from "./put-chunk";
import { PermanentUploadError, RetryableUploadError } from "./upload-errors";

/** The server refused because this tab's lease lapsed (e.g. offline for longer than its 30 s). */
export function isLeaseLapsed(error: unknown): boolean {
  return (
    (error instanceof PermanentUploadError || error instanceof Error) &&
    "status" in error &&
    error.status === 409 &&
    error.message === recordingMessages.leaseRequired
  );
}

/**
 * The chunk transport, except that a lapsed lease is taken back (same token) and the chunk
 * retried, instead of stopping the session for good: a phone offline for a minute must not end
 * the interview. If another tab or device holds the lease now, `retake` throws and the chunk's
 * refusal stands.
 */
export function leaseAwareTransport(inner: ChunkTransport, retake: () => Promise<void>): ChunkTransport {
  return {
    async put(chunk, options) {
      try {
        return await inner.put(chunk, options);
      } catch (error) {
        if (!isLeaseLapsed(error)) throw error;
        try {
          await retake();
        } catch {
          throw error;
        }
        throw new RetryableUploadError("The recording lease lapsed and was taken back; sending again.", "server");
      }
    },
  };
}
