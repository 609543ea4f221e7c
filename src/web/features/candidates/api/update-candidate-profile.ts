import { useQueryClient } from "@tanstack/react-query";
import {
  updateCandidateProfileContract,
  type CandidateProfileValues,
  type CandidateSettingsView,
} from "@shared/candidates/candidate-settings-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { invalidateMe } from "@web/lib/session/session";
import { candidatesKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Saves the candidate's name, bio, location and website; /api/me is refetched for the new name. */
export function useUpdateCandidateProfile(
  options: MutationHookOptions<CandidateSettingsView, CandidateProfileValues> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: CandidateProfileValues) => callApi(updateCandidateProfileContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(candidatesKeys.settings(), args[0]);
      await invalidateMe(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}
