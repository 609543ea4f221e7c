import type { FastifyInstance } from "fastify";
import {
  getScorecardsContract,
  getScorecardSettingsContract,
  listScorecardVersionsContract,
  saveScorecardDraftContract,
  submitScorecardContract,
  updateScorecardSettingsContract,
} from "@shared/scorecards/scorecard-contracts";
import {
  getScorecards,
  listScorecardVersions,
  saveScorecardDraft,
  submitScorecard,
} from "../../domain/scorecards/member-scorecards";
import { getScorecardSettings, updateScorecardSettings } from "../../domain/scorecards/scorecard-settings";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** Members' independent scorecards of an application, and the company's setting for them (decision 0085). */
export async function scorecardRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getScorecardsContract, ({ actor, params }) =>
    getScorecards(services, actor, { applicationId: params.id }),
  );
  route(app, saveScorecardDraftContract, ({ actor, params, body }) =>
    saveScorecardDraft(services, actor, { applicationId: params.id, body }),
  );
  route(app, submitScorecardContract, ({ actor, params, body }) =>
    submitScorecard(services, actor, { applicationId: params.id, body }),
  );
  route(app, listScorecardVersionsContract, ({ actor, params }) =>
    listScorecardVersions(services, actor, { applicationId: params.id }),
  );
  route(app, getScorecardSettingsContract, ({ actor }) => getScorecardSettings(services, actor));
  route(app, updateScorecardSettingsContract, ({ actor, body }) => updateScorecardSettings(services, actor, body));
}
