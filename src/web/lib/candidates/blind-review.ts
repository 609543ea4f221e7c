import { useQueryClient } from "@tanstack/react-query";
import { revealCandidateContract, type CandidateBlindState } from "@shared/companies/blind-review-contracts";
import { callApi } from "../http/api-client";
import type { MutationHookOptions } from "../http/mutation-options";
import { useSingleFlightMutation } from "../http/single-flight-mutation";

/**
 * Reveals one candidate (by profile id) to the company. The profile and application pages both
 * offer it, so it lives here; every cached view of the candidate is read again to show the name.
 */
export function useRevealCandidate(options: MutationHookOptions<CandidateBlindState, string> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (profileId: string) => callApi(revealCandidateContract, { params: { profileId } }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries();
      await options.onSuccess?.(...args);
    },
  });
}
