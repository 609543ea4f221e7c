import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "@shared/http/contract";
import { ErrorCode } from "@shared/http/error-codes";
import { AppError } from "../errors";

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again in a moment.";
export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not accepted here.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_REQ_FILE_TOO_LARGE: "The file is too large.",
};

export const BAD_ADDRESS_MESSAGE = "The address is not valid.";

/**
 * Fastify's router refuses some addresses before any route or error handler runs: a malformed
 * percent-encoding, a path segment longer than maxParamLength (100), a failed constraint. Its own
 * answers have another shape (and 414 or 500 for the latter two); these answer like every other
 * refusal, a 400 that does not echo the address back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const internal = error.code === "FST_ERR_ASYNC_CONSTRAINT";
  const body: ApiErrorBody = internal
    ? { error: ErrorCode.internal, message: GENERIC_SERVER_ERROR }
    : { error: ErrorCode.badRequest, message: BAD_ADDRESS_MESSAGE };
  void reply.status(internal ? 500 : 400).send(body);
}

/** Field path "/a/b" -> "a.b"; the first message per field wins. */
function fieldsFrom(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
    if (!(key in fields) && issue.message) fields[key] = issue.message;
  }
  return fields;
}

/** Every error leaves as `{ error, message, fields? }`; 5xx never leak details and are logged with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFrom(error.validation);
      const body: ApiErrorBody = {
        error: ErrorCode.validation,
        message: Object.values(fields)[0] ?? "The request is not valid.",
        fields,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      const body: ApiErrorBody = { error: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: ErrorCode.rateLimited, message: RATE_LIMITED_MESSAGE } satisfies ApiErrorBody);
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ error: ErrorCode.badRequest, message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error, reqId: request.id }, "request failed");
    return reply.status(500).send({ error: ErrorCode.internal, message: GENERIC_SERVER_ERROR } satisfies ApiErrorBody);
  });
}
