import type { FastifyInstance } from "fastify";
import {
  companyApplicationResumeContract,
  decideApplicationContract,
  undoDecisionContract,
  getCompanyApplicationContract,
  listPostingApplicantsContract,
} from "@shared/applications/company-application-contracts";
import { decideApplication } from "../../domain/applications/decide-application";
import { getCompanyApplication } from "../../domain/applications/get-company-application";
import { listPostingApplicants } from "../../domain/applications/list-posting-applicants";
import { openCompanyApplicationResume } from "../../domain/applications/open-company-application-resume";
import { undoDecision } from "../../domain/applications/undo-decision";
import { downloadRoute } from "../../plugins/download-route";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** A company's applicants, one application as it reviews it, and its hiring decision. */
export async function companyApplicationRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listPostingApplicantsContract, ({ actor, params, query }) =>
    listPostingApplicants(services, actor, { postingId: params.id, query }),
  );
  route(app, getCompanyApplicationContract, ({ actor, params }) =>
    getCompanyApplication(services, actor, { applicationId: params.id }),
  );
  downloadRoute(app, companyApplicationResumeContract, ({ actor, params, query }) =>
    openCompanyApplicationResume(services, actor, params.id, { download: query?.download === "1" }),
  );
  route(app, decideApplicationContract, ({ actor, params, body }) =>
    decideApplication(services, actor, { applicationId: params.id, decision: body }),
  );
  route(app, undoDecisionContract, ({ actor, params }) => undoDecision(services, actor, { applicationId: params.id }));
}
