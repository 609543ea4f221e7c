import { useQueryClient } from "@tanstack/react-query";
import { inviteCandidateContract } from "@shared/candidates/invitation-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { candidatesKeys } from "../keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

type Invited = ContractResponse<typeof inviteCandidateContract>;

/** Invites the candidate to apply to one of the company's postings (the server e-mails them). */
export function useInviteCandidate(profileId: string, options: MutationHookOptions<Invited, string> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (postingId: string) => callApi(inviteCandidateContract, { params: { profileId }, body: { postingId } }),
    onSettled: async (...args) => {
      // Refused or sent, the list says again who was invited or applied.
      await queryClient.invalidateQueries({ queryKey: candidatesKeys.invitations(profileId) });
      await options.onSettled?.(...args);
    },
  });
}
