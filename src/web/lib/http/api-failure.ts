import { apiErrorSchema } from "@shared/http/contract";
import { ErrorCode } from "@shared/http/error-codes";
import { isRawValidationMessage } from "@shared/validation/plain-messages";
import { ApiError } from "./api-error";

/** How every transport (callApi's fetch, upload()'s XHR) words a failure the server did not explain. */
const GENERIC_MESSAGE = "Something went wrong. Please try again.";
const UNREACHABLE_MESSAGE = "We could not reach the server. Check your connection and try again.";
const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";
const BAD_RESPONSE_MESSAGE = "The server sent an answer we could not read. Please try again.";
/** In place of a validation message worded for developers (which the server should never send). */
export const INVALID_REQUEST_MESSAGE = "Some of what was sent is not valid. Please check it and try again.";
const INVALID_FIELD_MESSAGE = "This value is not valid.";

export function unreachableError(): ApiError {
  return new ApiError(0, ErrorCode.network, UNREACHABLE_MESSAGE);
}

export function unreadableResponseError(status: number): ApiError {
  return new ApiError(status, ErrorCode.invalidResponse, BAD_RESPONSE_MESSAGE);
}

/** A non-2xx answer: the server's own `{ error, message, fields }`, or a calm sentence when a proxy answered instead. */
export function errorFromResponse(status: number, json: unknown): ApiError {
  const body = apiErrorSchema.safeParse(json);
  if (body.success) {
    const { error, message, fields } = body.data;
    return new ApiError(status, error, plain(message, INVALID_REQUEST_MESSAGE), fields && plainFields(fields));
  }
  const unavailable = status === 502 || status === 503 || status === 504;
  return new ApiError(status, `http_${status}`, unavailable ? UNAVAILABLE_MESSAGE : GENERIC_MESSAGE);
}

/** Every message a person may read passes here: zod's own wording is never shown (decision 0020). */
function plain(message: string, instead: string): string {
  return isRawValidationMessage(message) ? instead : message;
}

function plainFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, plain(text, INVALID_FIELD_MESSAGE)]));
}
