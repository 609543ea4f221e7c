import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";

export interface CheckedOutput {
  key: BlobKey;
  contentType: string;
  size: number;
  sha256: string;
}

/** The store holds other bytes than were sent: worth a retry, not a failed recording. */
export class StoredSizeMismatchError extends Error {}

/**
 * Streams a finished file from scratch into the BlobStore, hashing and counting it on the way
 * (never in memory), then asks the store what it holds: a size other than what was sent is
 * thrown, so the finalize task retries before anything points at the blob (decision 0025).
 */
export async function storeCheckedOutput(
  services: Pick<AppServices, "blobs">,
  key: BlobKey,
  filePath: string,
  contentType: string,
): Promise<CheckedOutput> {
  const hash = createHash("sha256");
  let sent = 0;
  // An iterator, not pipe(): a read error then rejects the put instead of escaping as an event.
  async function* counted(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const piece of source) {
      hash.update(piece);
      sent += piece.length;
      yield piece;
    }
  }
  // Opened first, so a missing file rejects here rather than as an error event nobody heard yet.
  const file = await open(filePath);
  try {
    await services.blobs.put(key, Readable.from(counted(file.createReadStream())), { contentType });
  } finally {
    // The stream closes it when it ends; this covers a put that failed before reading.
    await file.close().catch(() => undefined);
  }
  const stored = await services.blobs.stat(key);
  if (stored?.size !== sent)
    throw new StoredSizeMismatchError(`${key}: sent ${sent} bytes, the store holds ${stored?.size ?? "nothing"}`);
  return { key, contentType, size: sent, sha256: hash.digest("hex") };
}
