import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../config";
import { tooManyRequests } from "../errors";
import { RATE_LIMITED_MESSAGE } from "./error-handler";
import { createRateLimitStores } from "./rate-limit-stores";
import { registerRefuseNul } from "./refuse-nul";

/**
 * Security headers, the global per-IP rate limit (routes tighten it with `config.rateLimit`) and
 * the refusal of NUL characters in input.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  registerRefuseNul(app);
  // Built once: @fastify/helmet rebuilt the whole middleware (CSP parsing included) on every
  // request, a large share of an authenticated API request's CPU (decision 0014).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        // Recordings play from blob: URLs while they are being made.
        "media-src": ["'self'", "blob:"],
        "connect-src": ["'self'"],
        "font-src": ["'self'", "data:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": ["'self'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": config.isProduction ? [] : null,
      },
    },
    // The dev outbox shows messages in a sandboxed srcdoc iframe.
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  app.addHook("onRequest", (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });

  // Counts live in the database so several app servers share them (decision 0015).
  const stores = createRateLimitStores(app.services.db, app.log);
  app.addHook("onClose", () => stores.close());
  await app.register(rateLimit, {
    store: stores.Store,
    global: true,
    max: config.rateLimitMax,
    timeWindow: "1 minute",
    // Pages and their assets are static files: one page load is dozens of requests, and an
    // office behind one IP must not be locked out of the site. The API is what needs limiting.
    allowList: (request) => !request.url.startsWith("/api/"),
    errorResponseBuilder: () => tooManyRequests(RATE_LIMITED_MESSAGE),
  });
}
