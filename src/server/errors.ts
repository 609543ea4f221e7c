import { ErrorCode } from "@shared/http/error-codes";

/**
 * An error a client can act on. Domain functions throw these; the HTTP layer turns them into
 * `{ error, message, fields? }` with the status. Anything else is a 500. The code is one of the
 * shared `ErrorCode`s, so the browser can match it without string literals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ErrorCode.badRequest, message, fields);
export const validationError = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ErrorCode.validation, message, fields);
export const unauthorized = (message = "Please sign in to continue.") =>
  new AppError(401, ErrorCode.unauthorized, message);
export const forbidden = (message: string) => new AppError(403, ErrorCode.forbidden, message);
export const notFound = (message: string) => new AppError(404, ErrorCode.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ErrorCode.conflict, message, fields);
export const payloadTooLarge = (message: string, fields?: Record<string, string>) =>
  new AppError(413, ErrorCode.payloadTooLarge, message, fields);
export const unsupportedMediaType = (message: string, fields?: Record<string, string>) =>
  new AppError(415, ErrorCode.unsupportedMediaType, message, fields);
export const tooManyRequests = (message: string) => new AppError(429, ErrorCode.rateLimited, message);
export const quotaExceeded = (message: string) => new AppError(413, ErrorCode.quotaExceeded, message);
export const insufficientStorage = (message: string) => new AppError(507, ErrorCode.insufficientStorage, message);
export const serviceUnavailable = (message: string) => new AppError(503, ErrorCode.unavailable, message);
