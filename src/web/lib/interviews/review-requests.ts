import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  answerReviewRequestContract,
  listReviewRequestsContract,
  type ReviewRequestSummary,
} from "@shared/evaluation/evaluation-contracts";
import { callApi } from "../http/api-client";
import { interviewEvaluationKey } from "./interview-evaluation";
import type { MutationHookOptions } from "../http/mutation-options";
import { useSingleFlightMutation } from "../http/single-flight-mutation";

/*
 * Candidates' requests for a human review of their AI evaluation (decision 0050), as the people
 * who answer them see them: a company for its postings' interviews, OneTake's admins for the
 * network interview. The server picks which by who asks; both pages read them here.
 */

export type ReviewRequestStatus = "open" | "answered";

const PAGE_SIZE = 20;

const reviewRequestsKeys = {
  all: ["review-requests"] as const,
  list: (params: { status: ReviewRequestStatus; page: number }) => [...reviewRequestsKeys.all, params] as const,
};

export const reviewRequestsQueryOptions = ({ status, page }: { status: ReviewRequestStatus; page: number }) =>
  queryOptions({
    queryKey: reviewRequestsKeys.list({ status, page }),
    queryFn: async ({ signal }) => {
      const result = await callApi(
        listReviewRequestsContract,
        { query: { status, page, pageSize: PAGE_SIZE } },
        { signal },
      );
      // Which tab the answer belongs to, so a placeholder from the other tab is never shown as this one.
      return { ...result, status };
    },
    placeholderData: keepPreviousData,
  });

export function useReviewRequests(params: { status: ReviewRequestStatus; page: number }) {
  return useQuery(reviewRequestsQueryOptions(params));
}

export interface AnswerReviewRequestInput {
  id: string;
  response: string;
}

/**
 * Answers a request (the candidate is told by e-mail). Both tabs and the evaluation views are
 * refetched: the request moves from open to answered, and the interview's view carries it.
 */
export function useAnswerReviewRequest(
  options: MutationHookOptions<ReviewRequestSummary, AnswerReviewRequestInput> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: ({ id, response }: AnswerReviewRequestInput) =>
      callApi(answerReviewRequestContract, { params: { id }, body: { response } }),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewRequestsKeys.all }),
        queryClient.invalidateQueries({ queryKey: interviewEvaluationKey(args[0].interviewId) }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}

/** The tab in the address (?status=), open unless it says answered; route loaders use it too. */
export function reviewRequestStatusFrom(searchParams: URLSearchParams): ReviewRequestStatus {
  return searchParams.get("status") === "answered" ? "answered" : "open";
}
