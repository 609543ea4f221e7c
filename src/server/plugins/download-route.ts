import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "@shared/http/contract";
import type { DownloadContract } from "@shared/http/binary-contract";
import type { Actor } from "./auth/actor";
import type { RouteConfig } from "./route";
import type { BlobDownload } from "./storage/blob-download";
import { sendBlob } from "./storage/send-blob";

/** The file's bytes, whole (200) or one byte range (206); a range past the end is 416. */
const fileBytes = z.string().meta({ format: "binary" });
const DOWNLOAD_RESPONSES = {
  200: { description: "The whole file", content: { "application/octet-stream": { schema: fileBytes } } },
  206: { description: "One byte range of the file", content: { "application/octet-stream": { schema: fileBytes } } },
  416: apiErrorSchema,
};

type Out<T> = [NonNullable<T>] extends [never]
  ? undefined
  : [NonNullable<T>] extends [z.ZodType]
    ? z.output<NonNullable<T>>
    : undefined;

export interface DownloadRequest<C extends DownloadContract> {
  actor: Actor | null;
  params: Out<C["params"]>;
  query: Out<C["query"]>;
  request: FastifyRequest;
}

/**
 * Registers a download route (GET, and HEAD with it) from its contract. The handler checks
 * access and says which blob to send under which name; sendBlob does the HTTP (Range, headers).
 */
export function downloadRoute<C extends DownloadContract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: DownloadRequest<C>) => Promise<BlobDownload>,
  options: { config?: RouteConfig } = {},
): void {
  const { blobs, sessions } = app.services;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: "GET",
    url: contract.path,
    ...(options.config ? { config: options.config } : {}),
    schema: {
      summary: contract.summary,
      ...(contract.tags ? { tags: contract.tags } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      // The error statuses every route answers are added by documentStatuses (documented-statuses.ts).
      response: DOWNLOAD_RESPONSES,
    },
    handler: async (request, reply) => {
      const download = await handler({
        actor: await sessions.resolve(request.headers),
        params: request.params as Out<C["params"]>,
        query: request.query as Out<C["query"]>,
        request,
      });
      return sendBlob(request, reply, blobs, download);
    },
  });
}
