import { RangeNotSatisfiableError, type ByteRange } from "./blob-store";

/** A byte range as a client asks for it: from a start (to an end), or the last `suffix` bytes. */
export type RequestedRange = ByteRange | { suffix: number };

/**
 * A single `Range: bytes=...` request (RFC 9110): `start-`, `start-end` or the suffix `-n`.
 * Anything else (other units, several ranges, a malformed or backwards range) is ignored, which
 * the RFC allows: the whole file is sent with 200.
 */
export function parseRangeHeader(header: string | undefined): RequestedRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    return Number.isSafeInteger(suffix) ? { suffix } : undefined;
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start)) return undefined;
  if (last === "") return { start };
  const end = Number(last);
  if (!Number.isSafeInteger(end) || end < start) return undefined;
  return { start, end };
}

/**
 * Turns a requested range into one the BlobStore serves, for a blob of `size` bytes. A suffix of
 * zero bytes, or any range of an empty blob, cannot be satisfied (416); a start past the end is
 * refused by the store itself when it opens the blob.
 */
export function toByteRange(requested: RequestedRange, size: number): ByteRange {
  if (!("suffix" in requested)) return requested;
  if (requested.suffix === 0 || size === 0) throw new RangeNotSatisfiableError(size);
  return { start: Math.max(0, size - requested.suffix) };
}
