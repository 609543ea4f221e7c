import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listBoardPostingsContract, type BoardQuery } from "@shared/postings/contracts";
import { callApi } from "@web/lib/http/api-client";
import { postingsKeys } from "./keys";

const BOARD_PAGE_SIZE = 10;

/** One page of the job board for the search and filters in the URL. */
export const boardPostingsQueryOptions = (query: Omit<BoardQuery, "pageSize">) =>
  queryOptions({
    queryKey: postingsKeys.board(query),
    queryFn: ({ signal }) =>
      callApi(listBoardPostingsContract, { query: { ...query, pageSize: BOARD_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useBoardPostings(query: Omit<BoardQuery, "pageSize">) {
  return useQuery(boardPostingsQueryOptions(query));
}
