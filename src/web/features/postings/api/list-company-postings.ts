import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { listCompanyPostingsContract, type CompanyPostingsQuery } from "@shared/postings/company-posting-contracts";
import { callApi } from "@web/lib/api-client";
import { postingsKeys } from "./keys";

export const COMPANY_POSTINGS_PAGE_SIZE = 10;
export type CompanyPostingsPage = z.output<typeof listCompanyPostingsContract.response>;

/** One page of the company's own postings for the tab, filters and search in the URL. */
export const companyPostingsQueryOptions = (query: Omit<CompanyPostingsQuery, "pageSize">) =>
  queryOptions({
    queryKey: postingsKeys.companyList(query),
    queryFn: ({ signal }) =>
      callApi(listCompanyPostingsContract, { query: { ...query, pageSize: COMPANY_POSTINGS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useCompanyPostings(query: Omit<CompanyPostingsQuery, "pageSize">) {
  return useQuery(companyPostingsQueryOptions(query));
}
