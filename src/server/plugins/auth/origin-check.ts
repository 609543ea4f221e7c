import type { FastifyInstance } from "fastify";
import { forbidden } from "../../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing /api requests that a browser sent from another origin. Together with
 * SameSite=Lax session cookies this closes cross-site request forgery. Requests without an
 * Origin (curl, server-to-server) carry no ambient browser cookies to abuse and pass.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if ((origin && !trusted.has(origin)) || fetchSite === "cross-site") {
      throw forbidden("This request came from another site and was refused.");
    }
  });
}
