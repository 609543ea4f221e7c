import type { getRecordingSessionContract } from "@shared/interviews/recording-contracts";
import type { ContractResponse } from "@shared/http/contract";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { loadOwnedRecordingSession } from "./recording-access";
import { segmentStatesOf } from "./session-progress";

export async function getRecordingSession(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { sessionId: string },
): Promise<ContractResponse<typeof getRecordingSessionContract>> {
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  return {
    id: session.id,
    interviewId: session.interviewId,
    status: session.status,
    totalBytes: session.totalBytes,
    segments: await segmentStatesOf(services.db, session.id),
  };
}
