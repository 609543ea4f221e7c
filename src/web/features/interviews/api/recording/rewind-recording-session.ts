import { rewindRecordingSessionContract } from "@shared/interviews/runner-contracts";
import { callApi } from "@web/lib/http/api-client";

/** After an interruption seen from another device: start over, or continue from the first question not fully saved. */
export function rewindRecordingSession(sessionId: string, token: string, mode: "start-over" | "continue") {
  return callApi(rewindRecordingSessionContract, { params: { id: sessionId }, body: { token, mode } });
}
