import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchCompanyPostings } from "@web/lib/postings/company-postings";
import { candidatesKeys } from "../keys";

/** The most postings the pool's "Rank for" offers: the company's newest active ones. */
const RANK_FOR_POSTINGS_MAX = 100;

/** The company's active postings, newest first, to rank the pool for one of them. */
const rankForPostingsQueryOptions = () =>
  queryOptions({
    queryKey: candidatesKeys.rankForPostings(),
    queryFn: ({ signal }) =>
      fetchCompanyPostings({ tab: "active", visibility: "all", pageSize: RANK_FOR_POSTINGS_MAX }, signal),
    select: (page) => page.items.map((posting) => ({ id: posting.id, title: posting.title })),
  });

export function useRankForPostings(enabled: boolean) {
  return useQuery({ ...rankForPostingsQueryOptions(), enabled });
}
