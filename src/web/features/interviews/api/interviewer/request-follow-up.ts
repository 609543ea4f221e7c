import { requestFollowUpContract } from "@shared/interviews/follow-up-contracts";
import type { ContractInput } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";

export type FollowUpRequestBody = ContractInput<typeof requestFollowUpContract>["body"];

/** At Next: asks whether the answer just given calls for a follow-up (decision 0055). */
export function requestFollowUp(sessionId: string, body: FollowUpRequestBody, signal: AbortSignal) {
  return callApi(requestFollowUpContract, { params: { id: sessionId }, body }, { signal });
}
