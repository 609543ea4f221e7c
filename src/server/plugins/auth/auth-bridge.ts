import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { ApiErrorBody } from "@shared/http/contract";
import { ErrorCode } from "@shared/http/error-codes";
import { RATE_LIMITED_MESSAGE } from "../error-handler";
import { CLIENT_IP_HEADER, type Auth } from "./create-auth";

/** Hands a Fastify request to better-auth as a Fetch Request and copies the answer back. */
export async function forwardToAuth(auth: Auth, publicUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const headers = fromNodeHeaders(request.headers);
  // better-auth rate-limits by this header; Fastify's req.ip honours TRUST_PROXY, a client header does not.
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete("content-length");
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  const response = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    }),
  );

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length" && key !== "content-encoding") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);

  const text = await response.text();
  if (response.status >= 400) return reply.send(toApiError(response.status, text));
  if (!text) return reply.send();
  return reply.type(response.headers.get("content-type") ?? "application/json").send(withoutSessionToken(text));
}

/**
 * The session lives in an httpOnly cookie; better-auth also puts its token in JSON bodies (at the
 * top for bearer clients we do not have, and inside every session object it lists), where page
 * scripts could read it. Drop every `token` member, however deep (decision 0004).
 */
export function withoutSessionToken(text: string): string {
  if (!text.includes('"token"')) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: nothing a script could pick a member out of.
    return text;
  }
  return JSON.stringify(stripTokens(body));
}

function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, member]) => (key === "token" ? [] : [[key, stripTokens(member)]])),
  );
}

/** better-auth answers `{ code, message }`; every API error here is `{ error, message }`. */
function toApiError(status: number, text: string): ApiErrorBody {
  if (status === 429) return { error: ErrorCode.rateLimited, message: RATE_LIMITED_MESSAGE };
  try {
    const body = JSON.parse(text) as { code?: string; message?: string };
    return {
      error: body.code ? body.code.toLowerCase() : ErrorCode.authError,
      message: body.message ?? "The request could not be completed.",
    };
  } catch {
    return { error: ErrorCode.authError, message: text || "The request could not be completed." };
  }
}

/**
 * The better-auth endpoints the product uses without a body people type: signing out, and the
 * password-reset link our e-mails carry. Those with such a body, and the verification link (which
 * gets a callback when it has none), have routes of their own (auth-routes.ts).
 * Nothing else of better-auth's API answers over HTTP (get-session, list-sessions, update-user,
 * the admin plugin's endpoints...): it falls through to the 404 of every unknown route
 * (decision 0004). The server still calls better-auth directly where it needs to.
 */
const AUTH_PASS_THROUGH = [
  { method: "POST", url: "/api/auth/sign-out" },
  { method: "GET", url: "/api/auth/reset-password/:token" },
] as const;

export function registerAuthPassThrough(app: FastifyInstance, auth: Auth, publicUrl: string): void {
  for (const { method, url } of AUTH_PASS_THROUGH) {
    app.route({
      method,
      url,
      schema: { hide: true },
      handler: (request, reply) => forwardToAuth(auth, publicUrl, request, reply),
    });
  }
}
