import type { getInterviewRecordingStatusContract } from "@shared/interviews/recording-contracts";
import type { ContractResponse } from "@shared/http/contract";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { loadOwnedInterview } from "../owned-interview";
import { recordingStateOf } from "./recording-states";

/**
 * Where the owner's recording stands after finish (decision 0018): still recording (no session
 * finished yet), processing, ready (with its duration) or failed. Anyone but the owning
 * candidate is told the interview does not exist; watchers get their own reads with the player.
 * An interview reset for a re-record is `recording` again, though its old session stays ready.
 */
export async function getInterviewRecordingStatus(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { interviewId: string },
): Promise<ContractResponse<typeof getInterviewRecordingStatusContract>> {
  const interview = await loadOwnedInterview(services.db, actor, input.interviewId);
  const status = await recordingStateOf(services.db, interview);
  return {
    interviewId: interview.id,
    status,
    durationSeconds: status === "ready" ? interview.durationSeconds : null,
  };
}
