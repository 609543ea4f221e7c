import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  inviteMemberContract,
  listMemberInvitationsContract,
  resendMemberInvitationContract,
  revokeMemberInvitationContract,
  type InviteMemberInput,
  type MemberInvitation,
} from "@shared/companies/member-invitation-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";
import { companiesKeys } from "./keys";

/** The company's open invitations to its workspace (Owner, Admin; decision 0083). */
export function useMemberInvitations(enabled: boolean) {
  return useQuery({
    queryKey: companiesKeys.memberInvitations(),
    queryFn: ({ signal }) => callApi(listMemberInvitationsContract, {}, { signal }),
    enabled,
  });
}

function useRefreshInvitations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companiesKeys.memberInvitations() });
}

export function useInviteMember(options: MutationHookOptions<MemberInvitation, InviteMemberInput> = {}) {
  const refresh = useRefreshInvitations();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: InviteMemberInput) => callApi(inviteMemberContract, { body }),
    onSettled: refresh,
  });
}

export function useResendMemberInvitation(id: string, options: MutationHookOptions<MemberInvitation> = {}) {
  const refresh = useRefreshInvitations();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(resendMemberInvitationContract, { params: { id } }),
    onSettled: refresh,
  });
}

export function useRevokeMemberInvitation(id: string, options: MutationHookOptions<{ id: string }> = {}) {
  const refresh = useRefreshInvitations();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(revokeMemberInvitationContract, { params: { id } }),
    onSettled: refresh,
  });
}
