import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { devAdminSignInContract } from "@shared/accounts/contracts";
import { ensureDevAdmin } from "../../domain/accounts/dev-admin";
import { perIp } from "../../plugins/rate-limits";
import { loopbackOnly } from "../dev/loopback-only";
import type { AppServices } from "../../services";

/**
 * Development only: signs the browser in as the built-in admin (refused with 403 in production).
 * Only a browser on this machine can use it; to anyone else it does not exist.
 */
export async function devAdminRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  loopbackOnly(app);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: devAdminSignInContract.method,
    url: devAdminSignInContract.path,
    config: perIp(10, "1 minute"),
    schema: { summary: devAdminSignInContract.summary, tags: ["auth"], body: devAdminSignInContract.body },
    handler: async (_request, reply) => {
      const credentials = await ensureDevAdmin(services);
      const response = await services.auth.api.signInEmail({ body: credentials, asResponse: true });
      const cookies = response.headers.getSetCookie();
      if (!response.ok || cookies.length === 0) throw new Error(`dev admin sign-in failed (${response.status})`);
      return reply.header("set-cookie", cookies).send({ ok: true });
    },
  });
}
