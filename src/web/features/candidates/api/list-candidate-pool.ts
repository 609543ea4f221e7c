import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listCandidatePoolContract } from "@shared/candidates/contracts";
import type { ListParams } from "@web/components/list/use-list-params";
import { callApi } from "@web/lib/api-client";
import { candidatesKeys } from "./keys";

const PAGE_SIZE = 20;

/** One page of the candidate pool (verified companies only; others get 403 company_not_verified). */
export const candidatePoolQueryOptions = ({ search, page }: ListParams) =>
  queryOptions({
    queryKey: candidatesKeys.pool({ search, page }),
    queryFn: ({ signal }) =>
      callApi(
        listCandidatePoolContract,
        { query: { search: search || undefined, page, pageSize: PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useCandidatePool(params: ListParams) {
  return useQuery(candidatePoolQueryOptions(params));
}
