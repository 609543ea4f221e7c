import type { FastifyInstance } from "fastify";
import { getCompanyCandidateProfileContract } from "@shared/candidates/candidate-profile-contracts";
import { getPublicProfileContract, listCandidatePoolContract } from "@shared/candidates/contracts";
import { getCompanyCandidateProfile } from "../../domain/candidates/get-company-candidate-profile";
import { getPublicProfile } from "../../domain/candidates/get-public-profile";
import { listCandidatePool } from "../../domain/candidates/list-candidate-pool";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";
import { candidateSettingsRoutes } from "./candidate-settings-routes";

export async function candidateRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listCandidatePoolContract, ({ actor, query }) => listCandidatePool(services, actor, query));
  route(app, getPublicProfileContract, ({ params }) => getPublicProfile(services, params.id));
  route(app, getCompanyCandidateProfileContract, ({ actor, params }) =>
    getCompanyCandidateProfile(services, actor, { profileId: params.id }),
  );
  await candidateSettingsRoutes(app, services);
}
