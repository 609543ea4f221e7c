import type { FastifyInstance, RouteOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  requestPasswordResetContract,
  resendVerificationContract,
  resetPasswordContract,
  signInContract,
} from "@shared/accounts/contracts";
import type { Contract } from "@shared/http/contract";
import { AFTER_VERIFICATION } from "../../domain/accounts/queue-registration-emails";
import { forwardToAuth, registerAuthPassThrough } from "../../plugins/auth/auth-bridge";
import { perAccount, perIp } from "../../plugins/rate-limits";
import { signInGuard } from "../../plugins/sign-in-guard";
import type { AppServices } from "../../services";

/**
 * The better-auth endpoints the product uses, and only those (decision 0004). The ones that take
 * input a person typed are validated here first (the spec's messages, our error shape) and
 * limited per IP and per account.
 */
export async function authRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { auth, config } = services;
  // Sign-in counts failures rather than attempts per account, so a stranger cannot lock the
  // owner out (decision 0013); the others limit attempts per account.
  const signIn = signInGuard(services.db);
  const guarded: {
    contract: Contract;
    ipMax: number;
    window: string;
    account: Pick<RouteOptions, "preHandler" | "onSend">;
  }[] = [
    { contract: signInContract, ipMax: 20, window: "15 minutes", account: signIn },
    {
      contract: requestPasswordResetContract,
      ipMax: 10,
      window: "15 minutes",
      account: { preHandler: perAccount(app, 3, "15 minutes") },
    },
    {
      contract: resendVerificationContract,
      ipMax: 10,
      window: "15 minutes",
      account: { preHandler: perAccount(app, 3, "15 minutes") },
    },
    {
      contract: resetPasswordContract,
      ipMax: 10,
      window: "15 minutes",
      account: { preHandler: perAccount(app, 10, "15 minutes") },
    },
  ];
  for (const { contract, ipMax, window, account } of guarded) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: contract.method,
      url: contract.path,
      config: perIp(ipMax, window),
      ...account,
      schema: {
        summary: contract.summary,
        tags: contract.tags ?? [],
        ...(contract.body ? { body: contract.body } : {}),
      },
      handler: (request, reply) => forwardToAuth(auth, config.publicUrl, request, reply),
    });
  }
  // A verification link without a callback would answer a person with better-auth's raw JSON.
  // Every link gets one: success signs in and lands on the dashboard, a bad or expired token on
  // the page that says so (/dashboard?error=..., decision 0004).
  app.route({
    method: "GET",
    url: "/api/auth/verify-email",
    schema: { hide: true },
    handler: (request, reply) => {
      const url = new URL(request.url, config.publicUrl);
      if (url.searchParams.has("callbackURL")) return forwardToAuth(auth, config.publicUrl, request, reply);
      url.searchParams.set("callbackURL", AFTER_VERIFICATION);
      return reply.redirect(`${url.pathname}${url.search}`, 302);
    },
  });
  registerAuthPassThrough(app, auth, config.publicUrl);
}
