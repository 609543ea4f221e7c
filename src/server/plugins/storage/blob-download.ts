import type { BlobKey } from "./blob-store";

/** What a domain function hands back for a download; `sendBlob` (send-blob.ts) turns it into the response. */
export interface BlobDownload {
  key: BlobKey;
  /** The name the browser saves the file as; any text is made header-safe. */
  filename: string;
  /** Said when the blob is gone although its row exists (404). */
  missingMessage: string;
  /** "attachment" (the default) downloads; "inline" lets the browser show it (a video, an image). */
  disposition?: "attachment" | "inline";
  /** Default "private, no-store"; a URL that names one immutable version may allow caching. */
  cacheControl?: string;
  /** Replaces the site's Content-Security-Policy for this response (e.g. a user's picture: nothing active). */
  contentSecurityPolicy?: string;
}
