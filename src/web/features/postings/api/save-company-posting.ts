import { useQueryClient } from "@tanstack/react-query";
import {
  createCompanyPostingContract,
  updateCompanyPostingContract,
  type CompanyPosting,
  type CompanyPostingValues,
} from "@shared/postings/company-posting-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { postingsKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/**
 * Creates a posting (no id) or saves one (id). The company's lists and the job board are
 * marked stale: a new or edited posting changes both.
 */
export function useSaveCompanyPosting(
  id: string | undefined,
  options: MutationHookOptions<CompanyPosting, CompanyPostingValues> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (values: CompanyPostingValues) =>
      id
        ? callApi(updateCompanyPostingContract, { params: { id }, body: values })
        : callApi(createCompanyPostingContract, { body: values }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(postingsKeys.companyPosting(args[0].id), args[0]);
      await queryClient.invalidateQueries({ queryKey: postingsKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}
