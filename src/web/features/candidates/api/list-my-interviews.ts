import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  listCandidateInterviewsContract,
  type InterviewListStatus,
} from "@shared/interviews/candidate-interview-contracts";
import { callApi } from "@web/lib/api-client";
import { candidatesKeys } from "./keys";

/**
 * The first of the candidate's upcoming interviews (soonest first) or past ones (latest first),
 * for the dashboard. Read again on every visit: a reset or a finished recording elsewhere changes it.
 */
export const firstInterviewQueryOptions = (status: InterviewListStatus) =>
  queryOptions({
    queryKey: candidatesKeys.firstInterview(status),
    queryFn: async ({ signal }) =>
      (await callApi(listCandidateInterviewsContract, { query: { status, page: 1, pageSize: 1 } }, { signal }))
        .items[0] ?? null,
    staleTime: 0,
  });

export function useFirstInterview(status: InterviewListStatus) {
  return useQuery(firstInterviewQueryOptions(status));
}
