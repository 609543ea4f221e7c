import { queryOptions, useQuery } from "@tanstack/react-query";
import { getBoardPostingContract } from "@shared/postings/contracts";
import { callApi } from "@web/lib/http/api-client";
import { postingsKeys } from "./keys";

/** One posting of the job board, with the caller's application to it if any. */
export const boardPostingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postingsKeys.posting(id),
    queryFn: ({ signal }) => callApi(getBoardPostingContract, { params: { id } }, { signal }),
  });

export function useBoardPosting(id: string) {
  return useQuery(boardPostingQueryOptions(id));
}
