import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listCompaniesContract } from "@shared/admin/contracts";
import type { ListParams } from "@web/components/list/use-list-params";
import { callApi } from "@web/lib/http/api-client";
import type { CompanyStatus } from "../lib/list-filters";
import { adminKeys } from "./keys";

const PAGE_SIZE = 20;

/** One page of companies in one review state, with the count of each state. */
export const companiesQueryOptions = ({ status, search, page }: ListParams & { status: CompanyStatus }) =>
  queryOptions({
    queryKey: adminKeys.companies({ status, search, page }),
    queryFn: async ({ signal }) => {
      const result = await callApi(
        listCompaniesContract,
        { query: { status, search: search || undefined, page, pageSize: PAGE_SIZE } },
        { signal },
      );
      // Remember which tab the answer belongs to, so a placeholder from another tab is never shown as this one.
      return { ...result, status };
    },
    placeholderData: keepPreviousData,
  });

export function useCompanies(params: ListParams & { status: CompanyStatus }) {
  return useQuery(companiesQueryOptions(params));
}
