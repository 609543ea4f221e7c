import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import { normalizeIP, type RateLimitOptions } from "@fastify/rate-limit";
import { tooManyRequests } from "../errors";
import { RATE_LIMITED_MESSAGE } from "./error-handler";
import { SYNCED_LIMIT } from "./rate-limit-stores";

/** Route config for a per-IP limit that replaces the global one. */
export function perIp(max: number, timeWindow: string): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow } };
}

/** The account a request names: `email` (reset, resend, candidate sign-up) or `contactEmail` (company sign-up). */
function accountOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown; contactEmail?: unknown } | undefined;
  const email = typeof body?.email === "string" ? body.email : body?.contactEmail;
  return typeof email === "string" ? email.toLowerCase() : undefined;
}

/**
 * A per-IP bucket of its own for one kind of request, counted like the global per-IP limit (in
 * memory, merged across servers every second) and checked in onRequest, before the body is read.
 * For routes a real client calls far more often than the global limit allows (decision 0016).
 */
export function perIpBucket(app: FastifyInstance, name: string, max: number): onRequestAsyncHookHandler {
  const limit = app.createRateLimit({
    max,
    timeWindow: "1 minute",
    keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
    // Read by the store's child(): not one database round trip per request.
    ...{ [SYNCED_LIMIT]: true },
  });
  return async (request, reply) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", result.ttlInSeconds);
      throw tooManyRequests(RATE_LIMITED_MESSAGE);
    }
  };
}

/**
 * A second limit keyed by the account the request names (its e-mail), so one address cannot be
 * hammered from many IPs. Runs after body validation, when the e-mail is known. Counted in the
 * database like every per-route limit (decision 0015). Sign-in has its own guard, which counts
 * failures instead (decision 0013).
 *
 * Not `app.rateLimit(...)`: that hook shares @fastify/rate-limit's per-request "already limited"
 * flag with the route's per-IP hook, so after the per-IP check it would never count anything.
 */
export function perAccount(app: FastifyInstance, max: number, timeWindow: string): preHandlerAsyncHookHandler {
  const limit = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `account:${request.routeOptions.url}:${accountOf(request) ?? request.ip}`,
  });
  return async (request, reply) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", result.ttlInSeconds);
      throw tooManyRequests(RATE_LIMITED_MESSAGE);
    }
  };
}
