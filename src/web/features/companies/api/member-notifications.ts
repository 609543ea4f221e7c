import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  getMemberNotificationsContract,
  updateCompanyNotificationsContract,
  type CompanyNotifications,
  type MemberNotificationsView,
} from "@shared/companies/contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";
import { companiesKeys } from "./keys";

/** The e-mails the signed-in member receives: their own choice (decision 0087). */
const memberNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.notifications(),
    queryFn: ({ signal }) => callApi(getMemberNotificationsContract, {}, { signal }),
  });

export function useMemberNotifications() {
  return useQuery(memberNotificationsQueryOptions());
}

/** Saves which e-mails the signed-in member receives. */
export function useUpdateMemberNotifications(
  options: MutationHookOptions<MemberNotificationsView, CompanyNotifications> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: CompanyNotifications) => callApi(updateCompanyNotificationsContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(companiesKeys.notifications(), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}
