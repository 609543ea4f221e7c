import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  listCandidateInterviewsContract,
  type InterviewListStatus,
} from "@shared/interviews/candidate-interview-contracts";
import { callApi } from "../http/api-client";

/**
 * The signed-in candidate's upcoming or past interviews: one page for My Interviews, the first one
 * for the dashboard. Both live under one key, so a reset or a finished recording refreshes both.
 */
export const candidateInterviewsKey = () => ["candidate-interviews"] as const;

const PAGE_SIZE = 10;

/** One page of a tab; the answer names its tab, so a placeholder from the other tab is never shown as this one. */
export const candidateInterviewsQueryOptions = ({ status, page }: { status: InterviewListStatus; page: number }) =>
  queryOptions({
    queryKey: [...candidateInterviewsKey(), "list", { status, page }] as const,
    queryFn: async ({ signal }) => ({
      ...(await callApi(listCandidateInterviewsContract, { query: { status, page, pageSize: PAGE_SIZE } }, { signal })),
      status,
    }),
    placeholderData: keepPreviousData,
  });

export function useCandidateInterviews(params: { status: InterviewListStatus; page: number }) {
  return useQuery(candidateInterviewsQueryOptions(params));
}

/**
 * The next upcoming (soonest first) or latest past interview, for the dashboard. Read again on every
 * visit: a reset or a finished recording in another tab changes it.
 */
export const firstInterviewQueryOptions = (status: InterviewListStatus) =>
  queryOptions({
    queryKey: [...candidateInterviewsKey(), "first", status] as const,
    queryFn: async ({ signal }) =>
      (await callApi(listCandidateInterviewsContract, { query: { status, page: 1, pageSize: 1 } }, { signal }))
        .items[0] ?? null,
    staleTime: 0,
  });

export function useFirstInterview(status: InterviewListStatus) {
  return useQuery(firstInterviewQueryOptions(status));
}
