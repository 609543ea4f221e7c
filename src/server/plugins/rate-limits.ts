import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";

/** Route config for a per-IP limit that replaces the global one. */
export function perIp(max: number, timeWindow: string): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow } };
}

/**
 * A second limit keyed by the account the request names (its e-mail), so one address cannot be
 * hammered from many IPs. Runs after body validation, when the e-mail is known.
 */
export function perAccount(app: FastifyInstance, max: number, timeWindow: string): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      return `account:${request.routeOptions.url}:${typeof body?.email === "string" ? body.email.toLowerCase() : request.ip}`;
    },
  });
}
