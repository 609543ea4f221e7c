import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { requestCandidateDeletionContract } from "@shared/candidates/candidate-data-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { leaveEndedSession } from "@web/lib/session/session";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/**
 * Deletes the candidate's account. The server has ended every session by the time it answers,
 * so the app leaves for the home page and forgets everything it held about the account.
 */
export function useDeleteMyAccount(options: MutationHookOptions<{ message: string }, string> = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (confirmation: string) => callApi(requestCandidateDeletionContract, { body: { confirmation } }),
    onSuccess: async (...args) => {
      await leaveEndedSession(queryClient, navigate, "/");
      await options.onSuccess?.(...args);
    },
  });
}
