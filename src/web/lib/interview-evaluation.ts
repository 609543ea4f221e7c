import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  correctTranscriptContract,
  getInterviewEvaluationContract,
  requestHumanReviewContract,
  retryEvaluationContract,
  type EvaluationView,
} from "@shared/evaluation/evaluation-contracts";
import { callApi } from "./api-client";
import type { MutationHookOptions } from "./mutation-options";
import { useSingleFlightMutation } from "./single-flight-mutation";

/*
 * One interview's AI evaluation (decision 0050), read and changed here only: the company's
 * application page, the candidate profile and the candidate's own interview page show the same
 * view under one cache key, so a change on one is there on the others.
 */

// ---- The evaluation itself: the one read ----

export const interviewEvaluationKey = (interviewId: string) => ["interview-evaluation", interviewId] as const;

/** The current evaluation; a 404 means none the caller may see (not shared, or none yet). */
export const interviewEvaluationQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: interviewEvaluationKey(interviewId),
    queryFn: ({ signal }) => callApi(getInterviewEvaluationContract, { params: { id: interviewId } }, { signal }),
  });

export function useInterviewEvaluation(interviewId: string) {
  return useQuery(interviewEvaluationQueryOptions(interviewId));
}

/** Runs a failed evaluation again (the owning company or an admin); the answer is the queued view. */
export function useRetryEvaluation(options: MutationHookOptions<EvaluationView, string> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (interviewId: string) => callApi(retryEvaluationContract, { params: { id: interviewId } }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(interviewEvaluationKey(args[1]), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}

// ---- The candidate's actions: correcting a transcript, asking for a human review ----

export interface CorrectTranscriptInput {
  questionIndex: number;
  text: string;
}

/** Every answer of these carries the whole new view: it replaces the cached one as it is. */
function useStoreEvaluation(interviewId: string) {
  const queryClient = useQueryClient();
  return (view: EvaluationView) => queryClient.setQueryData(interviewEvaluationKey(interviewId), view);
}

/** The candidate corrects one answer's transcript; the original stays and a re-evaluation starts. */
export function useCorrectTranscript(
  interviewId: string,
  options: MutationHookOptions<EvaluationView, CorrectTranscriptInput> = {},
) {
  const store = useStoreEvaluation(interviewId);
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: CorrectTranscriptInput) =>
      callApi(correctTranscriptContract, { params: { id: interviewId }, body }),
    onSuccess: async (...args) => {
      store(args[0]);
      await options.onSuccess?.(...args);
    },
  });
}

/** The candidate asks a person to review the evaluation, with a message; the view then carries the request. */
export function useRequestHumanReview(interviewId: string, options: MutationHookOptions<EvaluationView, string> = {}) {
  const store = useStoreEvaluation(interviewId);
  return useSingleFlightMutation({
    ...options,
    mutationFn: (message: string) =>
      callApi(requestHumanReviewContract, { params: { id: interviewId }, body: { message } }),
    onSuccess: async (...args) => {
      store(args[0]);
      await options.onSuccess?.(...args);
    },
  });
}
