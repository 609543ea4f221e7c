import { queryOptions, useQuery } from "@tanstack/react-query";
import { getInterviewWatchContract } from "@shared/interviews/watch-contracts";
import { callApi, isApiError } from "@web/lib/api-client";
import { refetchWhileProcessing } from "@web/lib/recording-refetch";
import { interviewsKeys } from "./keys";

/** What the player needs for an interview the caller may watch; polled while it is processing. */
export const interviewWatchQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: interviewsKeys.watch(interviewId),
    queryFn: ({ signal }) => callApi(getInterviewWatchContract, { params: { id: interviewId } }, { signal }),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    refetchInterval: refetchWhileProcessing,
  });

export function useInterviewWatch(interviewId: string) {
  return useQuery(interviewWatchQueryOptions(interviewId));
}
