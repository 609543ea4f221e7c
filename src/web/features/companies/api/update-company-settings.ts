import { useQueryClient } from "@tanstack/react-query";
import {
  updateCompanySettingsContract,
  type CompanySettings,
  type CompanySettingsView,
} from "@shared/companies/contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { invalidateMe } from "@web/lib/session/session";
import { companiesKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/**
 * Saves the company profile. The signed-in user is refetched too: /api/me carries the company's
 * name and review state, and a verified company that changes its identity goes back to review.
 */
export function useUpdateCompanySettings(options: MutationHookOptions<CompanySettingsView, CompanySettings> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (values: CompanySettings) => callApi(updateCompanySettingsContract, { body: values }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(companiesKeys.settings(), args[0]);
      await invalidateMe(queryClient);
      // The dashboard's setup card counts the profile's fields.
      await queryClient.invalidateQueries({ queryKey: companiesKeys.dashboard() });
      await options.onSuccess?.(...args);
    },
  });
}
