import { useQueryClient } from "@tanstack/react-query";
import {
  updateCompanyNotificationsContract,
  type CompanyNotifications,
  type CompanySettingsView,
} from "@shared/companies/contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { companiesKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Saves which e-mails the company receives. */
export function useUpdateCompanyNotifications(
  options: MutationHookOptions<CompanySettingsView, CompanyNotifications> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: CompanyNotifications) => callApi(updateCompanyNotificationsContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(companiesKeys.settings(), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}
