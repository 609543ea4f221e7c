import type { FastifyInstance } from "fastify";
import { getModelCardContract, getPostingAgreementContract } from "@shared/agreement/agreement-report-contracts";
import { getModelCard, getPostingAgreement } from "../../domain/agreement/get-agreement";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** A posting's AI–human agreement and the platform's model card (decision 0086). */
export async function agreementRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getPostingAgreementContract, ({ actor, params, query }) =>
    getPostingAgreement(services, actor, params.id, query),
  );
  route(app, getModelCardContract, ({ actor, query }) => getModelCard(services, actor, query));
}
