import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  requestPasswordResetContract,
  resendVerificationContract,
  resetPasswordContract,
  signInContract,
} from "@shared/accounts/contracts";
import type { Contract } from "@shared/http/contract";
import { forwardToAuth, registerAuthCatchAll } from "../../plugins/auth/auth-bridge";
import { perAccount, perIp } from "../../plugins/rate-limits";
import type { AppServices } from "../../services";

/**
 * better-auth's endpoints. The ones that take input a person typed are validated here first
 * (the spec's messages, our error shape) and limited per IP and per account.
 */
export async function authRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { auth, config } = services;
  const guarded: { contract: Contract; ipMax: number; accountMax: number; window: string }[] = [
    { contract: signInContract, ipMax: 20, accountMax: 10, window: "15 minutes" },
    { contract: requestPasswordResetContract, ipMax: 10, accountMax: 3, window: "15 minutes" },
    { contract: resendVerificationContract, ipMax: 10, accountMax: 3, window: "15 minutes" },
    { contract: resetPasswordContract, ipMax: 10, accountMax: 10, window: "15 minutes" },
  ];
  for (const { contract, ipMax, accountMax, window } of guarded) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: contract.method,
      url: contract.path,
      config: perIp(ipMax, window),
      preHandler: perAccount(app, accountMax, window),
      schema: {
        summary: contract.summary,
        tags: contract.tags ?? [],
        ...(contract.body ? { body: contract.body } : {}),
      },
      handler: (request, reply) => forwardToAuth(auth, config.publicUrl, request, reply),
    });
  }
  registerAuthCatchAll(app, auth, config.publicUrl);
}
