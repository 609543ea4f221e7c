import type { CandidateApplication } from "@shared/accounts/candidate-application";
import { registerCandidateContract } from "@shared/accounts/contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

type Result = ContractResponse<typeof registerCandidateContract>;

/** Creates a candidate account from the three-step application. */
export function useRegisterCandidate(options: MutationHookOptions<Result, CandidateApplication> = {}) {
  return useSingleFlightMutation({
    ...options,
    mutationFn: (values: CandidateApplication) => callApi(registerCandidateContract, { body: values }),
  });
}
