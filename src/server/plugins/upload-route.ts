import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { UploadContract } from "@shared/http/binary-contract";
import { AppError } from "../errors";
import type { Actor } from "./auth/actor";
import type { RouteConfig } from "./route";
import type { BlobArea } from "./storage/blob-key";
import { deleteBlobsQuietly } from "./storage/delete-blobs-quietly";
import { receiveUpload } from "./storage/receive-upload";
import type { StoredUpload } from "./storage/stored-upload";

type Out<T> = [NonNullable<T>] extends [never]
  ? undefined
  : [NonNullable<T>] extends [z.ZodType]
    ? z.output<NonNullable<T>>
    : undefined;

export interface UploadRequest<C extends UploadContract> {
  actor: Actor | null;
  params: Out<C["params"]>;
  /** The text fields, validated by the contract's schema. */
  fields: z.output<C["fields"]>;
  /** The file, already in the BlobStore. Write its row last: if the handler throws, the blob is deleted. */
  file: StoredUpload;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface UploadRouteOptions {
  /** Where the file's blob goes; its key is `<area>/<uuid>.<ext>`. */
  area: BlobArea;
  config?: RouteConfig;
  /** Runs before any byte of the body is read: refuse a caller here, not after their file is stored. */
  authorize?: (actor: Actor | null, request: FastifyRequest) => void | Promise<void>;
}

/** Text fields are a few short values; anything more is not a form this API serves. */
const FIELD_LIMITS = { fields: 20, fieldSize: 8 * 1024, headerPairs: 100 };

/**
 * Registers an upload route from its contract. The multipart file streams into the BlobStore
 * (type judged by its bytes, size refused while streaming), the text fields are validated with
 * the contract's schema, and only then does the handler run; it writes the rows. If anything
 * fails, before or inside the handler, the blob is deleted, so nothing is half-written. Refusals
 * are 400 (fields, missing file, malformed multipart), 413 and 415 with the contract's messages.
 */
export function uploadRoute<C extends UploadContract>(
  app: FastifyInstance,
  contract: C,
  options: UploadRouteOptions,
  handler: (input: UploadRequest<C>) => Promise<z.input<C["response"]>>,
): void {
  const success = contract.successStatus ?? 200;
  const { blobs, sessions } = app.services;
  // Its own scope, so the multipart parser (with limits from this contract) serves this route only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        ...FIELD_LIMITS,
        // Past the contract's limit by a little: the BlobStore's own limit is what refuses, while streaming.
        fileSize: contract.file.maxBytes + 1024,
        files: 1,
        parts: FIELD_LIMITS.fields + 1,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: contract.method,
      url: contract.path,
      ...(options.config ? { config: options.config } : {}),
      schema: {
        summary: contract.summary,
        ...(contract.tags ? { tags: contract.tags } : {}),
        consumes: ["multipart/form-data"],
        ...(contract.params ? { params: contract.params } : {}),
        response: { [success]: contract.response },
      },
      handler: async (request, reply) => {
        const actor = await sessions.resolve(request.headers);
        await options.authorize?.(actor, request);
        const { fields, stored, sawFile } = await receiveUpload(request, contract, { blobs }, options.area);
        try {
          const parsed = contract.fields.safeParse(fields);
          const errors = parsed.success ? {} : fieldErrors(parsed.error);
          if (!sawFile) errors[contract.file.field] = contract.file.messages.required;
          if (!parsed.success || !stored) {
            const message = Object.values(errors)[0] ?? contract.file.messages.required;
            throw new AppError(400, "validation_error", message, errors);
          }
          const result = await handler({
            actor,
            params: request.params as Out<C["params"]>,
            fields: parsed.data as z.output<C["fields"]>,
            file: stored,
            request,
            reply,
          });
          reply.status(success);
          return result;
        } catch (error) {
          if (stored)
            await deleteBlobsQuietly({ blobs: app.services.blobs, log: app.log }, [stored.key], "an upload's");
          throw error;
        }
      },
    });
  });
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}
