import { useQueryClient } from "@tanstack/react-query";
import { updateCompanyRetentionContract, type RetentionSetting } from "@shared/companies/retention-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";
import { companiesKeys } from "./keys";

/** Saves the company's data retention. */
export function useUpdateCompanyRetention(options: MutationHookOptions<RetentionSetting, RetentionSetting> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: RetentionSetting) => callApi(updateCompanyRetentionContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(companiesKeys.retention(), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}
