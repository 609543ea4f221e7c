import { and, eq } from "drizzle-orm";
import { finishMessages, type getInterviewRecordingStatusContract } from "@shared/interviews/recording-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { applications, candidates, interviews } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { notFound } from "../errors";
import { recordingStatesOf } from "./recording-states";

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
  const candidate = requireUserType(actor, "candidate");
  const [interview] = await services.db
    .select({ id: interviews.id, completed: interviews.completed, durationSeconds: interviews.durationSeconds })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(interviews.id, input.interviewId), eq(candidates.profileId, candidate.userId)))
    .limit(1);
  if (!interview) throw notFound(finishMessages.interviewNotFound);
  const status = (await recordingStatesOf(services.db, [interview])).get(interview.id) ?? "recording";
  return {
    interviewId: interview.id,
    status,
    durationSeconds: status === "ready" ? interview.durationSeconds : null,
  };
}
