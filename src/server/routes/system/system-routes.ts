import type { FastifyInstance } from "fastify";
import { clientConfigContract, clientNotFoundContract, healthContract } from "@shared/system/health";
import { checkHealth } from "../../domain/system/check-health";
import type { AppServices } from "../../services";
import { route } from "../../plugins/route";
import { isLoopbackClient } from "../dev/loopback-only";

export async function systemRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, healthContract, () => checkHealth(services), { config: { rateLimit: false } });

  route(
    app,
    clientNotFoundContract,
    async ({ body, request }) => {
      request.log.warn({ path: body.path, referrer: body.referrer }, "client route not found");
      return { ok: true as const };
    },
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
  );

  route(app, clientConfigContract, async ({ request }) => ({
    environment: services.config.env,
    // The dev admin answers only this machine: elsewhere the button would lead to a 404.
    devAdminEnabled: services.config.devAdminEnabled && isLoopbackClient(request),
  }));
}
