/**
 * An error a client can act on. Domain functions throw these; the HTTP layer turns them into
 * `{ error, message, fields? }` with the status. Anything else is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, "bad_request", message, fields);
export const unauthorized = (message = "Please sign in to continue.") => new AppError(401, "unauthorized", message);
export const forbidden = (message: string) => new AppError(403, "forbidden", message);
export const notFound = (message: string) => new AppError(404, "not_found", message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, "conflict", message, fields);
export const payloadTooLarge = (message: string, fields?: Record<string, string>) =>
  new AppError(413, "payload_too_large", message, fields);
export const unsupportedMediaType = (message: string, fields?: Record<string, string>) =>
  new AppError(415, "unsupported_media_type", message, fields);
export const tooManyRequests = (message: string) => new AppError(429, "rate_limited", message);
export const serviceUnavailable = (message: string) => new AppError(503, "unavailable", message);
