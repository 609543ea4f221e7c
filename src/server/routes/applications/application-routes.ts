import type { FastifyInstance } from "fastify";
import {
  applyToPostingContract,
  getCandidateApplicationContract,
  listCandidateApplicationsContract,
} from "@shared/applications/contracts";
import { applyToPosting } from "../../domain/applications/apply-to-posting";
import { getCandidateApplication } from "../../domain/applications/get-candidate-application";
import { listCandidateApplications } from "../../domain/applications/list-candidate-applications";
import { perIp } from "../../plugins/rate-limits";
import { companyApplicationRoutes } from "./company-application-routes";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** Applying is a click per posting; this only stops a loop. */
const APPLY_LIMIT = perIp(60, "10 minutes");

/** Applying to a posting, and the candidate's own applications. */
export async function applicationRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, applyToPostingContract, ({ actor, params }) => applyToPosting(services, actor, { postingId: params.id }), {
    config: APPLY_LIMIT,
  });
  route(app, listCandidateApplicationsContract, ({ actor, query }) =>
    listCandidateApplications(services, actor, query),
  );
  route(app, getCandidateApplicationContract, ({ actor, params }) =>
    getCandidateApplication(services, actor, { applicationId: params.id }),
  );
  await companyApplicationRoutes(app, services);
}
