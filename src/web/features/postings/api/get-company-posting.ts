import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCompanyPostingContract } from "@shared/postings/company-posting-contracts";
import { callApi } from "@web/lib/http/api-client";
import { postingsKeys } from "./keys";

/** One of the company's own postings, in full, for the edit page. */
export const companyPostingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postingsKeys.companyPosting(id),
    queryFn: ({ signal }) => callApi(getCompanyPostingContract, { params: { id } }, { signal }),
  });

export function useCompanyPosting(id: string) {
  return useQuery(companyPostingQueryOptions(id));
}
