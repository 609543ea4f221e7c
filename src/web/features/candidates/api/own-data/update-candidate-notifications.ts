import { useQueryClient } from "@tanstack/react-query";
import {
  updateCandidateNotificationsContract,
  type CandidateNotifications,
  type CandidateSettingsView,
} from "@shared/candidates/candidate-settings-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { candidatesKeys } from "../keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Saves which e-mails the candidate receives. */
export function useUpdateCandidateNotifications(
  options: MutationHookOptions<CandidateSettingsView, CandidateNotifications> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: CandidateNotifications) => callApi(updateCandidateNotificationsContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(candidatesKeys.settings(), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}
