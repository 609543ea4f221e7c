import { queryOptions, useQuery } from "@tanstack/react-query";
import { getInterviewWatchContract } from "@shared/interviews/watch-contracts";
import { callApi, isApiError } from "@web/lib/api-client";
import { refetchWhileProcessing } from "@web/lib/recording-refetch";
import { candidatesKeys } from "./keys";

/** A candidate's interview as the company watches it (chapters, state, media); polled while processing. */
export const candidateInterviewQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: candidatesKeys.interview(interviewId),
    queryFn: ({ signal }) => callApi(getInterviewWatchContract, { params: { id: interviewId } }, { signal }),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    refetchInterval: refetchWhileProcessing,
  });

export function useCandidateInterview(interviewId: string | null) {
  return useQuery({ ...candidateInterviewQueryOptions(interviewId ?? ""), enabled: interviewId !== null });
}
