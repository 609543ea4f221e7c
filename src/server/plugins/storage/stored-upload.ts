import type { BlobKey } from "./blob-store";

/** A file the request streamed into the BlobStore; no row points to it yet. */
export interface StoredUpload {
  key: BlobKey;
  /** The type judged from the bytes, one of the contract's. */
  contentType: string;
  ext: string;
  byteSize: number;
  /** The browser's name for the file, cleaned for display; null when it gave none worth keeping. */
  originalName: string | null;
}
