import { RangeNotSatisfiableError, type ByteRange } from "./blob-store";

export interface ResolvedRange {
  start: number;
  end: number;
}

/**
 * A malformed range (negative, fractional, end before start) is a bug in the caller, not a
 * client asking past the end of a file, so it is a RangeError rather than a 416.
 */
export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0) throw new RangeError(`Bad range start ${start}`);
  if (end === undefined) return;
  if (!Number.isSafeInteger(end) || end < start) throw new RangeError(`Bad range end ${end} for start ${start}`);
}

/** Fits a range to a blob of `size` bytes: an end past the blob is clamped, a start past it cannot be served. */
export function resolveByteRange(range: ByteRange, size: number): ResolvedRange {
  assertByteRange(range);
  if (range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The HTTP Range header value for a range, e.g. `bytes=0-99` or `bytes=100-`. */
export function formatRangeHeader(range: ByteRange): string {
  return `bytes=${range.start}-${range.end ?? ""}`;
}

/** Parses `bytes 0-99/1234` (a Content-Range header); undefined for anything else. */
export function parseContentRange(header: string | undefined): (ResolvedRange & { size: number }) | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}
