import type { FastifyInstance } from "fastify";
import { inviteCandidateContract, listCandidateInvitationsContract } from "@shared/candidates/invitation-contracts";
import { updatePipelineStatusContract } from "@shared/candidates/pipeline-status-contracts";
import { inviteCandidate } from "../../domain/candidates/notes-and-pipeline/invite-candidate";
import { listCandidateInvitations } from "../../domain/candidates/notes-and-pipeline/list-candidate-invitations";
import { updatePipelineStatus } from "../../domain/candidates/notes-and-pipeline/update-pipeline-status";
import { route } from "../../plugins/route";
import type { AppServices } from "../../services";

/** A verified company's own actions on one candidate of the pool (decision 0037). */
export async function companyCandidateRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  route(app, updatePipelineStatusContract, ({ actor, params, body }) =>
    updatePipelineStatus(services, actor, { profileId: params.profileId, status: body.status }),
  );
  route(app, listCandidateInvitationsContract, ({ actor, params }) =>
    listCandidateInvitations(services, actor, { profileId: params.profileId }),
  );
  route(
    app,
    inviteCandidateContract,
    ({ actor, params, body }) =>
      inviteCandidate(services, actor, { profileId: params.profileId, postingId: body.postingId }),
    // Per address, on top of the company's daily cap: a burst of clicks never floods the queue.
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
  );
}
