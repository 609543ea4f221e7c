import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPostingAiNoticeContract } from "@shared/postings/ai-notice-contracts";
import { callApi } from "@web/lib/http/api-client";
import { postingsKeys } from "./keys";

/** How a posting's interview is evaluated: its published AI notice (decision 0052). */
const postingAiNoticeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postingsKeys.aiNotice(id),
    queryFn: ({ signal }) => callApi(getPostingAiNoticeContract, { params: { id } }, { signal }),
  });

export function usePostingAiNotice(id: string) {
  return useQuery(postingAiNoticeQueryOptions(id));
}
