/**
 * Every machine-readable `error` code the API answers with, in one list. The server throws
 * only these; the browser matches errors through `ErrorCode`, never through string literals.
 * better-auth's own codes pass through lowercased, so the ones the web reacts to are listed.
 */
export const ErrorCode = {
  badRequest: "bad_request",
  validation: "validation_error",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  notFound: "not_found",
  conflict: "conflict",
  /** 410: a link that worked once and no longer does (used, withdrawn or expired). */
  gone: "gone",
  payloadTooLarge: "payload_too_large",
  /** 413: the caller holds as many bytes as their account may (decision 0016). */
  quotaExceeded: "quota_exceeded",
  unsupportedMediaType: "unsupported_media_type",
  rangeNotSatisfiable: "range_not_satisfiable",
  rateLimited: "rate_limited",
  internal: "internal_error",
  unavailable: "unavailable",
  /** 507: the server is short of storage space; sending again later can succeed. */
  insufficientStorage: "insufficient_storage",
  emailNotVerified: "email_not_verified",
  companyNotVerified: "company_not_verified",
  emailAlreadyVerified: "email_already_verified",
  invalidToken: "invalid_token",
  invalidEmailOrPassword: "invalid_email_or_password",
  authError: "auth_error",
  /** Browser-side only: the server could not be reached or answered something unreadable. */
  network: "network_error",
  invalidResponse: "invalid_response",
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
