import { queryOptions, useQuery } from "@tanstack/react-query";
import { getInterviewWatchContract } from "@shared/interviews/watch-contracts";
import { callApi, isApiError } from "../http/api-client";
import { refetchWhileProcessing } from "./recording-refetch";

/**
 * An interview as its viewer watches it (chapters, state, media): the company on a candidate's
 * profile or an application, the candidate on their own interview page. One cache key for every
 * page, so a recording that finishes processing shows as ready everywhere at once.
 */
const interviewWatchKey = (interviewId: string) => ["interview-watch", interviewId] as const;

/** Polled while the recording is processing; a 4xx (not allowed, gone) is not retried. */
const interviewWatchQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: interviewWatchKey(interviewId),
    queryFn: ({ signal }) => callApi(getInterviewWatchContract, { params: { id: interviewId } }, { signal }),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    refetchInterval: refetchWhileProcessing,
  });

/** Nothing is asked while there is no interview to watch (`null`). */
export function useInterviewWatch(interviewId: string | null) {
  return useQuery({ ...interviewWatchQueryOptions(interviewId ?? ""), enabled: interviewId !== null });
}
