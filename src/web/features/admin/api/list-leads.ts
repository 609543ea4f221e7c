import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listLeadsContract } from "@shared/leads/admin-contracts";
import type { ListParams } from "@web/components/list/use-list-params";
import { callApi } from "@web/lib/http/api-client";
import type { LeadKind } from "../lib/list-filters";
import { adminKeys } from "./keys";

const PAGE_SIZE = 20;

/** One page of one lead list, with the count of every list. */
export const leadsQueryOptions = ({ kind, search, page }: ListParams & { kind: LeadKind }) =>
  queryOptions({
    queryKey: adminKeys.leads({ kind, search, page }),
    queryFn: ({ signal }) =>
      callApi(
        listLeadsContract,
        { params: { kind }, query: { search: search || undefined, page, pageSize: PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useLeads(params: ListParams & { kind: LeadKind }) {
  return useQuery(leadsQueryOptions(params));
}
