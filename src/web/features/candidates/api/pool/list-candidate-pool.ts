import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listCandidatePoolContract } from "@shared/candidates/contracts";
import { callApi } from "@web/lib/http/api-client";
import type { PoolParams } from "../../lib/pool-filters";
import { candidatesKeys } from "../keys";

const PAGE_SIZE = 20;

/** One page of the candidate pool (verified companies only; others get 403 company_not_verified). */
export const candidatePoolQueryOptions = (params: PoolParams) =>
  queryOptions({
    queryKey: candidatesKeys.pool(params),
    queryFn: ({ signal }) =>
      callApi(
        listCandidatePoolContract,
        {
          query: {
            search: params.search || undefined,
            skills: params.skills.length > 0 ? params.skills.join(",") : undefined,
            experience: params.experience,
            location: params.location,
            hasInterview: params.hasInterview ? "true" : undefined,
            pipelineStatus: params.pipelineStatus,
            rankFor: params.rankFor,
            rankBy: params.rankBy,
            cursor: params.cursor,
            pageSize: PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useCandidatePool(params: PoolParams) {
  return useQuery(candidatePoolQueryOptions(params));
}
