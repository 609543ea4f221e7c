import type { FastifyInstance } from "fastify";
import {
  getBlindReviewContract,
  revealCandidateContract,
  updateBlindReviewContract,
} from "@shared/companies/blind-review-contracts";
import {
  getBlindReviewSetting,
  updateBlindReviewSetting,
} from "../../domain/companies/blind-review/blind-review-setting";
import { revealCandidate } from "../../domain/companies/blind-review/reveal-candidate";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** Blind review (decision 0052): the company's switch and the reveal of one candidate. */
export async function blindReviewRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, getBlindReviewContract, ({ actor }) => getBlindReviewSetting(services, actor));
  route(app, updateBlindReviewContract, ({ actor, body }) => updateBlindReviewSetting(services, actor, body));
  route(app, revealCandidateContract, ({ actor, params }) =>
    revealCandidate(services, actor, { profileId: params.profileId }),
  );
}
