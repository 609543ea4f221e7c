import type { FastifyInstance } from "fastify";
import { createDevPostingContract } from "@shared/postings/dev-contracts";
import { createDevPosting } from "../../domain/postings/create-dev-posting";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";
import { loopbackOnly } from "../dev/loopback-only";

/** Development only, registered outside production: seeds the job board for end-to-end tests. */
export async function devPostingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  loopbackOnly(app);
  route(app, createDevPostingContract, ({ actor, body }) => createDevPosting(services, actor, body));
}
