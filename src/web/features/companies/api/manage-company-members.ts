import { useQueryClient } from "@tanstack/react-query";
import {
  changeMemberRoleContract,
  removeMemberContract,
  type CompanyMembers,
} from "@shared/companies/member-contracts";
import type { CompanyMemberRole } from "@shared/companies/member-roles";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";
import { companiesKeys } from "./keys";

type Member = CompanyMembers["members"][number];

/** Gives a member another role (Owner, Admin; decision 0082). */
export function useChangeMemberRole(memberId: string, options: MutationHookOptions<Member, CompanyMemberRole> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (role: CompanyMemberRole) =>
      callApi(changeMemberRoleContract, { params: { id: memberId }, body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesKeys.members() }),
  });
}

/** Removes a member from the company (Owner, Admin; decision 0082). */
export function useRemoveMember(memberId: string, options: MutationHookOptions<{ id: string }> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(removeMemberContract, { params: { id: memberId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesKeys.members() }),
  });
}
