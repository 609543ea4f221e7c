import type { Readable } from "node:stream";

/**
 * A key the server built itself (see blobKey). Raw user input never becomes a key, so no
 * request can name a path outside the store.
 */
export type BlobKey = string & { readonly __brand: "BlobKey" };

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive; omitted means to the end. */
  end?: number;
}

export interface BlobInfo {
  key: BlobKey;
  size: number;
  contentType: string;
  /** When the blob was last written (stat only): the orphan sweep spares recent blobs. */
  modifiedAt?: Date;
}

export interface BlobRead extends BlobInfo {
  stream: Readable;
  /** The bytes actually returned, when a range was asked for. */
  range?: { start: number; end: number };
}

export interface PutOptions {
  contentType: string;
  /** Refuse (BlobTooLargeError) and keep nothing once more than this many bytes arrive. */
  maxBytes?: number;
}

export interface BlobStore {
  readonly kind: "local" | "s3";
  /** Streams the body in; never buffers the whole file. Replaces an existing blob with the same key. */
  put(key: BlobKey, body: Readable | Buffer, options: PutOptions): Promise<BlobInfo>;
  /** Streams a blob (or a byte range of it) out; null when the key does not exist. */
  get(key: BlobKey, range?: ByteRange): Promise<BlobRead | null>;
  stat(key: BlobKey): Promise<BlobInfo | null>;
  /** Deleting a missing key is not an error. */
  delete(key: BlobKey): Promise<void>;
  /** Keys under a prefix, for the orphan sweep. */
  list(prefix: string): AsyncIterable<BlobKey>;
  /**
   * Removes what an interrupted `put` (a crash, kill -9) left behind and last touched before
   * `olderThan`: never a blob, and never a write still in progress (it keeps touching its files).
   * Returns how many leftovers were removed.
   */
  removeStaleTemporaries(olderThan: Date): Promise<number>;
  /**
   * Bytes free for new blobs, so uploads can be refused before the disk fills (decision 0016);
   * null where the store cannot fill up (S3).
   */
  freeBytes(): Promise<number | null>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Blob exceeds ${maxBytes} bytes`);
    this.name = "BlobTooLargeError";
  }
}

export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`Range not satisfiable for a blob of ${size} bytes`);
    this.name = "RangeNotSatisfiableError";
  }
}
