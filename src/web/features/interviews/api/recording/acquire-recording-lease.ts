import { type z } from "zod";
import { acquireRecordingLeaseContract } from "@shared/interviews/recording-contracts";
import { callApi } from "@web/lib/http/api-client";

export type RecordingLease = z.output<typeof acquireRecordingLeaseContract.response>;

export interface AcquireRecordingLeaseInput {
  sessionId: string;
  /** This tab's own token (16-128 URL-safe characters), the same one on every renewal. */
  token: string;
}

/**
 * Takes or renews the right to record. The recorder renews on a timer (every ~10 s of a 30 s
 * lease), outside any render. A 409 means another tab holds it.
 */
export function acquireRecordingLease(
  { sessionId, token }: AcquireRecordingLeaseInput,
  init: { signal?: AbortSignal } = {},
): Promise<RecordingLease> {
  return callApi(acquireRecordingLeaseContract, { params: { id: sessionId }, body: { token } }, init);
}
