import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Me } from "@shared/accounts/contracts";
import {
  acceptMemberInvitationContract,
  getMemberInvitationContract,
  type acceptMemberInvitationSchema,
} from "@shared/companies/member-invitation-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";
import { fetchFreshMe } from "@web/lib/session/session";
import { accountsKeys } from "./keys";

/** What an invitation link is for (decision 0083); a used, withdrawn or expired link is an error. */
export function useMemberInvitationLink(token: string) {
  return useQuery({
    queryKey: accountsKeys.memberInvitation(token),
    queryFn: ({ signal }) => callApi(getMemberInvitationContract, { params: { token } }, { signal }),
    retry: false,
  });
}

type AcceptInput = z.input<typeof acceptMemberInvitationSchema>;

/** Joins the company; with a new account the answer signs the browser in. Resolves with the new session. */
export function useAcceptMemberInvitation(token: string, options: MutationHookOptions<Me | null, AcceptInput> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: async (body: AcceptInput) => {
      await callApi(acceptMemberInvitationContract, { params: { token }, body });
      return fetchFreshMe(queryClient);
    },
  });
}
