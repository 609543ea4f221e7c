import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { apiErrorSchema, type Contract } from "@shared/http/contract";
import type { Actor } from "./auth/actor";

/** The parsed type of an optional contract part (undefined when the contract has none). */
type Out<T> = [NonNullable<T>] extends [never]
  ? undefined
  : [NonNullable<T>] extends [z.ZodType]
    ? z.output<NonNullable<T>>
    : undefined;

export interface ContractRequest<C extends Contract> {
  /** The caller per the server session, or null when signed out. Domain functions decide what that allows. */
  actor: Actor | null;
  body: Out<C["body"]>;
  query: Out<C["query"]>;
  params: Out<C["params"]>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteConfig = RouteShorthandOptions["config"];

/**
 * Registers a route from its shared contract: the same zod schemas validate the request,
 * serialise the response and describe it in OpenAPI. The handler returns the response body.
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: ContractRequest<C>) => Promise<z.input<C["response"]>>,
  options: {
    config?: RouteConfig;
    bodyLimit?: number;
    onRequest?: RouteShorthandOptions["onRequest"];
    preHandler?: RouteShorthandOptions["preHandler"];
  } = {},
): void {
  const success = contract.successStatus ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    schema: {
      summary: contract.summary,
      ...(contract.tags ? { tags: contract.tags } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      // The error statuses are added by documentStatuses (documented-statuses.ts), with the contract's own.
      response: { [success]: contract.response, ...errorResponses(contract.errorStatuses) },
    },
    handler: async (request, reply) => {
      const result = await handler({
        actor: await app.services.sessions.resolve(request.headers),
        body: request.body as Out<C["body"]>,
        query: request.query as Out<C["query"]>,
        params: request.params as Out<C["params"]>,
        request,
        reply,
      });
      reply.status(success);
      return result;
    },
  });
}

/** A contract's statuses of its own (beyond those every route of its kind answers), each with the error body. */
function errorResponses(statuses: readonly number[] = []): Record<number, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}
