/**
 * A failed API call. Kept apart from the client (and free of zod) so code that only inspects
 * errors, such as the query client's retry rule, stays out of the schema-parsing bundle.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    /** HTTP status; 0 when the server could not be reached at all. */
    readonly status: number,
    /** Machine-readable code from the body's `error`; compare it with `ErrorCode` (@shared/http/error-codes). */
    readonly code: string,
    message: string,
    /** Per-field messages when input was refused, keyed by field name. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
