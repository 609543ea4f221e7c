import { queryOptions, useQuery, useQueryClient, type Query } from "@tanstack/react-query";
import { buildPath } from "@shared/http/contract";
import {
  correctTranscriptContract,
  getInterviewEvaluationContract,
  interviewCaptionsContract,
  overrideEvaluationContract,
  requestHumanReviewContract,
  retryEvaluationContract,
  type EvaluationView,
  type OverrideBody,
} from "@shared/evaluation/evaluation-contracts";
import { callApi, isApiError } from "../http/api-client";
import type { MutationHookOptions } from "../http/mutation-options";
import { useSingleFlightMutation } from "../http/single-flight-mutation";

/**
 * An interview's AI evaluation (decision 0050): transcripts, verified quotes, scores, flags and
 * the overrides beside them. The company's application page, its candidate profile page and the
 * candidate's own interview page read and change it here, under one cache key, so an override
 * or a retry made on one page shows on the others.
 */
export const interviewEvaluationKey = (interviewId: string) => ["interview-evaluation", interviewId] as const;

/** How often a page looks again while the evaluation is still running. */
const RUNNING_POLL_MS = 4000;
const runningStatuses: ReadonlySet<EvaluationView["status"]> = new Set(["queued", "transcribing", "evaluating"]);

/** Ask again while the pipeline works, so the page moves from queued to done by itself. */
function refetchWhileEvaluating(
  query: Query<EvaluationView, Error, EvaluationView, readonly unknown[]>,
): number | false {
  const status = query.state.data?.status;
  return status !== undefined && runningStatuses.has(status) ? RUNNING_POLL_MS : false;
}

/** A 404 means "no evaluation yet" (not completed, or never evaluated): not worth retrying. */
const interviewEvaluationQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: interviewEvaluationKey(interviewId),
    queryFn: ({ signal }) => callApi(getInterviewEvaluationContract, { params: { id: interviewId } }, { signal }),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    refetchInterval: refetchWhileEvaluating,
  });

/** Nothing is asked while there is no interview (`null`). */
export function useInterviewEvaluation(interviewId: string | null) {
  return useQuery({ ...interviewEvaluationQueryOptions(interviewId ?? ""), enabled: interviewId !== null });
}

/** True when the evaluation could not be found: the interview has none (yet). */
export function isNoEvaluation(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The WebVTT captions of the interview's transcript (corrections applied), for the player's <track>. */
export function interviewCaptionsUrl(interviewId: string): string {
  return buildPath(interviewCaptionsContract.path, { id: interviewId });
}

/** A reviewer overrides a criterion or the overall score; the answer is the evaluation with it beside the AI's. */
export function useOverrideEvaluation(
  interviewId: string,
  options: MutationHookOptions<EvaluationView, OverrideBody> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: OverrideBody) => callApi(overrideEvaluationContract, { params: { id: interviewId }, body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(interviewEvaluationKey(interviewId), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}

/** Runs a failed evaluation again; the answer is queued, and the query polls it to done. */
export function useRetryEvaluation(interviewId: string, options: MutationHookOptions<EvaluationView> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(retryEvaluationContract, { params: { id: interviewId } }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(interviewEvaluationKey(interviewId), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}

// ---- The candidate's actions: correcting a transcript, asking for a human review ----

export interface CorrectTranscriptInput {
  questionIndex: number;
  text: string;
}

/** The candidate corrects one answer's transcript; the original stays and a re-evaluation starts. */
export function useCorrectTranscript(
  interviewId: string,
  options: MutationHookOptions<EvaluationView, CorrectTranscriptInput> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: CorrectTranscriptInput) =>
      callApi(correctTranscriptContract, { params: { id: interviewId }, body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(interviewEvaluationKey(interviewId), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}

/** The candidate asks a person to review the evaluation, with a message; the view then carries the request. */
export function useRequestHumanReview(interviewId: string, options: MutationHookOptions<EvaluationView, string> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (message: string) =>
      callApi(requestHumanReviewContract, { params: { id: interviewId }, body: { message } }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(interviewEvaluationKey(interviewId), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}
