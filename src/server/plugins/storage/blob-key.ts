import type { BlobKey } from "./blob-store";

export const BLOB_AREAS = [
  "avatars",
  "logos",
  "resumes",
  "recordings",
  "recording-chunks",
  "posters",
  "follow-up-speech",
  "lead-resumes",
  "uploads-tmp",
  "test",
] as const;

export type BlobArea = (typeof BLOB_AREAS)[number];

// Segments start with a letter or digit, so ".", "..", hidden names and the local driver's
// own files (which start with "." or contain "~") can never be named by a key.
const SEGMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

// S3 refuses keys longer than 1024 bytes; refusing them here keeps both drivers alike.
const MAX_KEY_LENGTH = 1024;

const areas: ReadonlySet<string> = new Set(BLOB_AREAS);

export class InvalidBlobKeyError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid blob key: ${reason}`);
    this.name = "InvalidBlobKeyError";
  }
}

/**
 * Builds a key such as `resumes/<uuid>/cv.pdf` from trusted parts. Every segment is checked,
 * so a file name or id that slipped through unvalidated cannot climb out of its area.
 */
export function blobKey(area: BlobArea, ...segments: string[]): BlobKey {
  const problem = findProblem(area, segments);
  if (problem) throw new InvalidBlobKeyError(problem);
  return [area, ...segments].join("/") as BlobKey;
}

/** Checks a whole key read back from storage or the database, by the same rules as blobKey. */
export function isBlobKey(value: string): value is BlobKey {
  return findKeyProblem(value) === undefined;
}

/** Throws unless the key is well formed; drivers call it again so a cast string cannot slip past blobKey. */
export function assertBlobKey(value: string): asserts value is BlobKey {
  const problem = findKeyProblem(value);
  if (problem) throw new InvalidBlobKeyError(problem);
}

export function isBlobKeySegment(value: string): boolean {
  return SEGMENT_PATTERN.test(value) && !value.includes("..");
}

function findKeyProblem(value: string): string | undefined {
  const [area = "", ...segments] = value.split("/");
  return findProblem(area, segments);
}

function findProblem(area: string, segments: string[]): string | undefined {
  if (!areas.has(area)) return `unknown area ${quote(area)}`;
  if (segments.length === 0) return "a key needs at least one segment after the area";
  for (const segment of segments) {
    if (!isBlobKeySegment(segment)) return `bad segment ${quote(segment)}`;
  }
  const length = area.length + segments.reduce((sum, segment) => sum + 1 + segment.length, 0);
  if (length > MAX_KEY_LENGTH) return `longer than ${MAX_KEY_LENGTH} characters`;
  return undefined;
}

// Error messages end up in logs; a hostile megabyte-long "segment" should not.
function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}
