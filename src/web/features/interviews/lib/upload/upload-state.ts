import type { PermanentUploadError, RetryableUploadError } from "./upload-errors";

/**
 * What the saved-state indicator shows.
 * - saved: every chunk recorded so far is acknowledged by the server.
 * - behind: chunks are stored in the browser and uploading (also while leftovers are being loaded).
 * - offline: the browser is offline; chunks wait in browser storage and drain when it returns.
 * - failed: the server refused a chunk for good (see PermanentUploadError); that session stops.
 */
export type SaveState = "saved" | "behind" | "offline" | "failed";

export interface UploadQueueState {
  pendingChunks: number;
  pendingBytes: number;
  /** Pending chunks waiting out a backoff after a retryable failure. */
  retryingChunks: number;
  /** Age of the oldest unacknowledged chunk when this state was computed; 0 when none. */
  oldestPendingAgeMs: number;
  /** createdAt of the oldest unacknowledged chunk, so a UI can show a live age; null when none. */
  oldestPendingSince: number | null;
  state: SaveState;
  /** The first permanent error, when state is "failed". */
  error: PermanentUploadError | null;
  /**
   * A plain sentence for the candidate when the server said why saving is held up or stopped
   * (short of space, the account's storage quota); null (or absent) otherwise. The save
   * indicator shows it.
   */
  notice?: string | null;
}

export const uploadNotices = {
  storageFull:
    "The server is short of storage space. Your answers are kept on this device and will be sent automatically once there is room.",
  quota:
    "Your answers could not be saved: your account has used all the storage space it may hold. They are kept on this device. Please contact support.",
} as const;

/** What the candidate is told about the server's refusals, if anything. */
export function deriveNotice(input: {
  error: PermanentUploadError | null;
  /** The last retryable failure, while chunks still wait because of it. */
  retrying: RetryableUploadError | null;
}): string | null {
  if (input.error?.reason === "quota") return uploadNotices.quota;
  if (!input.error && input.retrying?.reason === "storage-full") return uploadNotices.storageFull;
  return null;
}

export function deriveSaveState(input: {
  loaded: boolean;
  online: boolean;
  pendingChunks: number;
  failed: boolean;
}): SaveState {
  if (input.failed) return "failed";
  if (!input.online) return "offline";
  if (!input.loaded || input.pendingChunks > 0) return "behind";
  return "saved";
}
