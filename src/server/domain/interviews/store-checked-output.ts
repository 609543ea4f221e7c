import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { Transform } from "node:stream";
import type { BlobKey } from "../../plugins/storage/blob-store";
import type { AppServices } from "../../services";

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
  const counting = new Transform({
    transform(piece: Buffer, _encoding, done) {
      hash.update(piece);
      sent += piece.length;
      done(null, piece);
    },
  });
  const source = createReadStream(filePath);
  source.on("error", (error) => counting.destroy(error));
  await services.blobs.put(key, source.pipe(counting), { contentType });
  const stored = await services.blobs.stat(key);
  if (stored?.size !== sent)
    throw new StoredSizeMismatchError(`${key}: sent ${sent} bytes, the store holds ${stored?.size ?? "nothing"}`);
  return { key, contentType, size: sent, sha256: hash.digest("hex") };
}
