import { useQueryClient } from "@tanstack/react-query";
import {
  updateCandidateConsentsContract,
  type CandidateConsents,
  type CandidateSettingsView,
} from "@shared/candidates/candidate-settings-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";
import { candidatesKeys } from "../keys";

/** Gives or withdraws the candidate's SMS and marketing consent. */
export function useUpdateCandidateConsents(
  options: MutationHookOptions<CandidateSettingsView, CandidateConsents> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: CandidateConsents) => callApi(updateCandidateConsentsContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(candidatesKeys.settings(), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}
