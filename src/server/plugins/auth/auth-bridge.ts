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
 * The session lives in an httpOnly cookie; better-auth also echoes its token in the JSON body
 * (for bearer clients we do not have), where page scripts could read it. Drop it.
 */
function withoutSessionToken(text: string): string {
  if (!text.includes('"token"')) return text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (body && typeof body === "object" && "token" in body) {
      delete body.token;
      return JSON.stringify(body);
    }
  } catch {
    // Not JSON: pass through untouched.
  }
  return text;
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

/** Every better-auth endpoint not given a route of its own (sign-out, verify-email, get-session, ...). */
export function registerAuthCatchAll(app: FastifyInstance, auth: Auth, publicUrl: string): void {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    handler: (request, reply) => forwardToAuth(auth, publicUrl, request, reply),
  });
}
