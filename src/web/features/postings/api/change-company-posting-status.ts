import { useQueryClient } from "@tanstack/react-query";
import {
  changeCompanyPostingStatusContract,
  type CompanyPosting,
  type PostingStatusAction,
} from "@shared/postings/company-posting-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { postingsKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Pauses, closes or reopens one of the company's postings; its tab counts and the board change with it. */
export function useChangeCompanyPostingStatus(
  id: string,
  options: MutationHookOptions<CompanyPosting, PostingStatusAction> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (action: PostingStatusAction) =>
      callApi(changeCompanyPostingStatusContract, { params: { id }, body: { action } }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(postingsKeys.companyPosting(id), args[0]);
      await queryClient.invalidateQueries({ queryKey: postingsKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}
