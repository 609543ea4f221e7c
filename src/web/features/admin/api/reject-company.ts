import { useQueryClient } from "@tanstack/react-query";
import { rejectCompanyContract, type AdminCompany } from "@shared/admin/contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { adminKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

export interface RejectCompanyVariables {
  id: string;
  reason: string;
}

/** Rejects a company with a reason its contact will read; every admin list and the audit log are refetched. */
export function useRejectCompany(options: MutationHookOptions<AdminCompany, RejectCompanyVariables> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: ({ id, reason }: RejectCompanyVariables) =>
      callApi(rejectCompanyContract, { params: { id }, body: { reason } }),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
