import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  listCandidateInterviewsContract,
  type InterviewListStatus,
} from "@shared/interviews/candidate-interview-contracts";
import { callApi } from "@web/lib/api-client";
import { interviewsKeys } from "./keys";

const PAGE_SIZE = 10;

/** One page of the candidate's upcoming or past interviews; the answer names its tab, so a placeholder from the other tab is never shown as this one. */
export const candidateInterviewsQueryOptions = ({ status, page }: { status: InterviewListStatus; page: number }) =>
  queryOptions({
    queryKey: interviewsKeys.myList({ status, page }),
    queryFn: async ({ signal }) => ({
      ...(await callApi(listCandidateInterviewsContract, { query: { status, page, pageSize: PAGE_SIZE } }, { signal })),
      status,
    }),
    placeholderData: keepPreviousData,
  });

export function useCandidateInterviews(params: { status: InterviewListStatus; page: number }) {
  return useQuery(candidateInterviewsQueryOptions(params));
}
