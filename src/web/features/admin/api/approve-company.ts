import { useQueryClient } from "@tanstack/react-query";
import { approveCompanyContract, type AdminCompany } from "@shared/admin/contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { adminKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Approves a company (by id); every admin list and the audit log are refetched. */
export function useApproveCompany(options: MutationHookOptions<AdminCompany, string> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (id: string) => callApi(approveCompanyContract, { params: { id }, body: {} }),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
