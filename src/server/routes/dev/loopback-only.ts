import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../../errors";

/**
 * Whether the TCP peer is this machine. Reads the socket, never req.ip: under TRUST_PROXY, req.ip
 * comes from X-Forwarded-For, which any client can write.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? "";
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return v4.startsWith("127.") || address === "::1";
}

/**
 * Hides every route of this plugin from anyone but this machine: they hand out an admin session
 * or show password-reset links. Others get a 404 with the wording of an unknown route (not the
 * SPA shell, which would answer 200 for a page path).
 */
export function loopbackOnly(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!isLoopbackClient(request)) throw notFound(`No route for ${request.method} ${request.url.split("?")[0]}`);
  });
}
