/** Worth trying again later: the chunk stays stored and is put again after a backoff. */
export class RetryableUploadError extends Error {
  override readonly name = "RetryableUploadError";
  constructor(
    message: string,
    /** "storage-full": the server is short of space (507); the chunk waits here until there is room. */
    readonly reason: "network" | "server" | "rate-limited" | "timeout" | "stalled" | "storage-full",
    /** A server's Retry-After, in ms: the next attempt waits at least this long. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Putting the same chunk again cannot succeed: the queue stops that session and reports it. */
export class PermanentUploadError extends Error {
  override readonly name = "PermanentUploadError";
  constructor(
    message: string,
    /** "quota": the candidate's account holds all the bytes it may; the chunk stays stored here. */
    readonly reason: "rejected" | "checksum-conflict" | "quota",
    readonly status?: number,
  ) {
    super(message);
  }
}

export type UploadOutcome = "acknowledged" | RetryableUploadError | PermanentUploadError;

/**
 * How a transport turns the chunk endpoint's HTTP status into an outcome.
 *
 * - 2xx: acknowledged.
 * - 409 with the SAME checksum (the server already holds this exact chunk, e.g. a replay after a lost
 *   response): acknowledged. The endpoint should answer such a replay with 2xx; a 409 that says the
 *   stored checksum matches is accepted too.
 * - 409 with a DIFFERENT checksum: permanent ("checksum-conflict"). The server holds other bytes for this
 *   seq; putting it again cannot fix it and overwriting would corrupt the recording.
 * - 507: retryable ("storage-full"): the server is short of space, which frees up; honours Retry-After.
 * - 408, 425, 429 and 5xx: retryable (429/503 honour Retry-After through `retryAfterMs`).
 * - Any other status (400, 401, 403, 404, 410, 413, 422, ...): permanent ("rejected").
 */
export function classifyUploadResponse(
  status: number,
  details: { sameChecksum?: boolean; retryAfterMs?: number } = {},
): UploadOutcome {
  if (status >= 200 && status < 300) return "acknowledged";
  if (status === 409) {
    return details.sameChecksum
      ? "acknowledged"
      : new PermanentUploadError("The server holds different bytes for this chunk.", "checksum-conflict", status);
  }
  if (status === 429) return new RetryableUploadError("Rate limited.", "rate-limited", details.retryAfterMs);
  if (status === 408 || status === 425)
    return new RetryableUploadError(`HTTP ${status}.`, "timeout", details.retryAfterMs);
  if (status === 507)
    return new RetryableUploadError("The server is short of storage space.", "storage-full", details.retryAfterMs);
  if (status >= 500) return new RetryableUploadError(`HTTP ${status}.`, "server", details.retryAfterMs);
  return new PermanentUploadError(`HTTP ${status}.`, "rejected", status);
}

/** Anything a transport throws that is not a PermanentUploadError is retried: losing an answer is worse. */
export function toUploadError(error: unknown): RetryableUploadError | PermanentUploadError {
  if (error instanceof RetryableUploadError || error instanceof PermanentUploadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RetryableUploadError(message, "network");
}
