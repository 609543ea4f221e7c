import type { FastifyInstance, RouteOptions } from "fastify";
import { z } from "zod";
import { apiErrorSchema } from "@shared/http/contract";

/*
 * Every API route documents every status it can answer, derived here from what the route is, so
 * the OpenAPI document cannot drift from the plumbing. Routes built with route(), uploadRoute(),
 * downloadRoute() and the ones registered by hand (the chunk PUT, the CSV export, the auth
 * bridge) all pass through the same onRoute hook. A route adds statuses of its own (the health
 * check's 503, a download's 206 and 416) in its response schema; the hook keeps those (decision 0042).
 */

/** Any route: a refused input (400, also NUL characters and malformed URLs), the domain's refusals, a crash. */
const ANY_ROUTE = [400, 401, 403, 404, 500] as const;
/** A route that reads a body: a clash with the stored state, too large, an unaccepted content type. */
const WITH_BODY = [409, 413, 415] as const;
/** The global per-IP limit, or the route's own. */
const RATE_LIMITED = 429;

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type RouteShape = Pick<RouteOptions, "method" | "url" | "config">;

function methodsOf(route: RouteShape): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());
}

/** The error statuses a route can answer besides any it declares itself. */
export function errorStatusesOf(route: RouteShape): number[] {
  const statuses: number[] = [...ANY_ROUTE];
  if (methodsOf(route).some((method) => BODY_METHODS.has(method))) statuses.push(...WITH_BODY);
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit !== false) statuses.push(RATE_LIMITED);
  return statuses.sort((a, b) => a - b);
}

/** What a route answers on success when its schema names no 2xx (the auth bridge: better-auth's own JSON). */
const passThroughBody = z.record(z.string(), z.unknown());

function isDocumented(url: string, schema: RouteOptions["schema"]): boolean {
  const hidden = (schema as { hide?: boolean } | undefined)?.hide === true;
  return url.startsWith("/api/") && !url.startsWith("/api/docs") && !hidden;
}

/**
 * Fills each API route's response map: the status ranges ("4xx", "5xx") become the statuses the
 * route really answers, each with the one error body, and a route without a success schema gets one.
 */
export function documentStatuses(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!isDocumented(route.url, route.schema)) return;
    const schema = (route.schema ??= {});
    const declared = { ...((schema.response ?? {}) as Record<string, unknown>) };
    delete declared["4xx"];
    delete declared["5xx"];
    const response: Record<string, unknown> = {};
    if (!Object.keys(declared).some((status) => status.startsWith("2"))) response[200] = passThroughBody;
    Object.assign(response, declared);
    for (const status of errorStatusesOf(route)) response[status] ??= apiErrorSchema;
    schema.response = response;
  });
}

/** What each error status means here, as the OpenAPI document says it. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  "400": "The request is not valid (fields, path, query, body or address)",
  "401": "Not signed in, or the session has ended",
  "403": "Signed in, but not allowed (another role, an unverified e-mail or company)",
  "404": "Nothing of this kind the caller may see",
  "409": "Clashes with what is stored",
  "413": "The body or file is too large",
  "415": "This content type or file type is not accepted",
  "416": "The byte range is outside the file",
  "429": "Too many requests; wait and try again",
  "500": "Something went wrong on the server",
  "503": "A service the server needs is not reachable",
  "507": "The store has no room for more bytes",
};

/** Gives each documented response a description (the document's JSON form, after the zod transform). */
export function describeResponses<T extends { schema: { response?: unknown } }>(transformed: T): T {
  const response = transformed.schema.response;
  if (typeof response !== "object" || response === null) return transformed;
  const statuses = response as Record<string, unknown>;
  for (const [status, schema] of Object.entries(statuses)) {
    const description = STATUS_DESCRIPTIONS[status];
    if (description && typeof schema === "object" && schema !== null && !("description" in schema)) {
      statuses[status] = { ...schema, description };
    }
  }
  return transformed;
}
