import type { FastifyInstance } from "fastify";
import {
  companyCandidateResumeContract,
  getCompanyCandidateProfileContract,
} from "@shared/candidates/candidate-profile-contracts";
import {
  getPublicProfileContract,
  listCandidatePoolContract,
  publicResumeContract,
} from "@shared/candidates/contracts";
import {
  getLatestFeedbackContract,
  getProfileCompletenessContract,
  listLatestApplicationsContract,
  recordDashboardVisitContract,
} from "@shared/candidates/dashboard-contracts";
import { listRecommendedPostingsContract } from "@shared/matching/match-contracts";
import {
  getCandidateVisibilityContract,
  updateCandidateVisibilityContract,
} from "@shared/candidates/visibility-contracts";
import {
  getCandidateVisibility,
  updateCandidateVisibility,
} from "../../domain/candidates/visibility/candidate-visibility";
import { getCompanyCandidateProfile } from "../../domain/candidates/profile/get-company-candidate-profile";
import { getProfileCompleteness } from "../../domain/candidates/dashboard/get-profile-completeness";
import { recordDashboardVisit } from "../../domain/accounts/record-dashboard-visit";
import { getLatestFeedback } from "../../domain/candidates/dashboard/get-latest-feedback";
import { getPublicProfile } from "../../domain/candidates/profile/get-public-profile";
import { listCandidatePool } from "../../domain/candidates/pool/list-candidate-pool";
import { listLatestApplications } from "../../domain/candidates/dashboard/list-latest-applications";
import { openCompanyCandidateResume } from "../../domain/candidates/resume/open-company-candidate-resume";
import { openPublicResume } from "../../domain/candidates/resume/open-public-resume";
import { listRecommendedPostings } from "../../domain/matching/list-recommended-postings";
import { downloadRoute } from "../../plugins/download-route";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";
import { candidateSettingsRoutes } from "./candidate-settings-routes";
import { companyCandidateRoutes } from "./company-candidate-routes";
import { teamNotesRoutes } from "./team-notes-routes";

export async function candidateRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, listCandidatePoolContract, ({ actor, query }) => listCandidatePool(services, actor, query));
  route(app, getPublicProfileContract, ({ params }) => getPublicProfile(services, params.id));
  downloadRoute(app, publicResumeContract, ({ actor, params }) => openPublicResume(services, actor, params.id));
  route(app, getCompanyCandidateProfileContract, ({ actor, params }) =>
    getCompanyCandidateProfile(services, actor, { profileId: params.id }),
  );
  downloadRoute(app, companyCandidateResumeContract, ({ actor, params, query }) =>
    openCompanyCandidateResume(services, actor, { profileId: params.id, download: query.download === "1" }),
  );
  route(app, getCandidateVisibilityContract, ({ actor }) => getCandidateVisibility(services, actor));
  route(app, updateCandidateVisibilityContract, ({ actor, body }) => updateCandidateVisibility(services, actor, body));
  route(app, listLatestApplicationsContract, ({ actor }) => listLatestApplications(services, actor));
  route(app, getProfileCompletenessContract, ({ actor }) => getProfileCompleteness(services, actor));
  route(app, recordDashboardVisitContract, ({ actor }) => recordDashboardVisit(services, actor, "candidate"));
  route(app, getLatestFeedbackContract, ({ actor }) => getLatestFeedback(services, actor));
  route(app, listRecommendedPostingsContract, ({ actor, query }) => listRecommendedPostings(services, actor, query));
  await candidateSettingsRoutes(app, services);
  await companyCandidateRoutes(app, services);
  await teamNotesRoutes(app, services);
}
