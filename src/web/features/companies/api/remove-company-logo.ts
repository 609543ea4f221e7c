import { useQueryClient } from "@tanstack/react-query";
import type { CompanySettingsView } from "@shared/companies/contracts";
import { removeCompanyLogoContract } from "@shared/companies/logo-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { companiesKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Removes the company's logo. */
export function useRemoveCompanyLogo(options: MutationHookOptions<CompanySettingsView, void> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(removeCompanyLogoContract, {}),
    onSuccess: async (...args) => {
      queryClient.setQueryData(companiesKeys.settings(), args[0]);
      await queryClient.invalidateQueries({ queryKey: companiesKeys.dashboard() });
      await options.onSuccess?.(...args);
    },
  });
}
