import { releaseRecordingLeaseContract } from "@shared/interviews/recording-contracts";
import { callApi } from "@web/lib/http/api-client";

/**
 * Gives the right to record back as the tab leaves (keepalive, so it is sent while the page
 * unloads). Best effort: if it is lost, the lease lapses on its own within 30 s.
 */
export function releaseRecordingLease({ sessionId, token }: { sessionId: string; token: string }): void {
  void callApi(
    releaseRecordingLeaseContract,
    { params: { id: sessionId }, body: { token } },
    { keepalive: true },
  ).catch(() => undefined);
}
