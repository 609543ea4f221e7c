import { useQueryClient } from "@tanstack/react-query";
import type { Me } from "@shared/accounts/contracts";
import { claimResumeAccountContract, type ClaimResumeAccountInput } from "@shared/leads/resume-claim";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";
import { fetchFreshMe } from "@web/lib/session/session";

/** Turns a resume-only submission into an account; the answer signs the browser in. */
export function useClaimResumeAccount(options: MutationHookOptions<Me | null, ClaimResumeAccountInput> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: async (body: ClaimResumeAccountInput) => {
      await callApi(claimResumeAccountContract, { body });
      return fetchFreshMe(queryClient);
    },
  });
}
