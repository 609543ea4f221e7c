import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listRecommendedPostingsContract } from "@shared/matching/match-contracts";
import { callApi } from "@web/lib/http/api-client";
import { postingsKeys } from "./keys";

export const RECOMMENDED_PAGE_SIZE = 3;

/** One page of the postings recommended to the signed-in candidate, best match first (decision 0052). */
const recommendedPostingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: postingsKeys.recommended({ page, pageSize: RECOMMENDED_PAGE_SIZE }),
    queryFn: ({ signal }) =>
      callApi(listRecommendedPostingsContract, { query: { page, pageSize: RECOMMENDED_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useRecommendedPostings(page: number) {
  return useQuery(recommendedPostingsQueryOptions(page));
}
