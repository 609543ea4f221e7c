import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CompanyPostingsQuery } from "@shared/postings/company-posting-contracts";
import { fetchCompanyPostings } from "@web/lib/postings/company-postings";
import { postingsKeys } from "./keys";

const COMPANY_POSTINGS_PAGE_SIZE = 10;

/** One page of the company's own postings for the tab, filters and search in the URL. */
export const companyPostingsQueryOptions = (query: Omit<CompanyPostingsQuery, "pageSize">) =>
  queryOptions({
    queryKey: postingsKeys.companyList(query),
    queryFn: ({ signal }) => fetchCompanyPostings({ ...query, pageSize: COMPANY_POSTINGS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyPostings(query: Omit<CompanyPostingsQuery, "pageSize">) {
  return useQuery(companyPostingsQueryOptions(query));
}
