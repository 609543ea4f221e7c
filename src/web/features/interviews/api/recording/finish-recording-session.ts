import { finishRecordingSessionContract, type RecordingManifestInput } from "@shared/interviews/recording-contracts";
import { callApi } from "@web/lib/http/api-client";

/** Completes the interview once the server holds every chunk the manifest lists (decision 0018). */
export function finishRecordingSession(sessionId: string, token: string, manifest: RecordingManifestInput) {
  return callApi(finishRecordingSessionContract, { params: { id: sessionId }, body: { token, ...manifest } });
}
