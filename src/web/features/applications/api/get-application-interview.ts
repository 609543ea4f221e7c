import { queryOptions, useQuery } from "@tanstack/react-query";
import { getInterviewWatchContract } from "@shared/interviews/watch-contracts";
import { callApi, isApiError } from "@web/lib/api-client";
import { refetchWhileProcessing } from "@web/lib/recording-refetch";
import { applicationsKeys } from "./keys";

/** The application's interview as the company watches it (chapters, state, media); polled while processing. */
export const applicationInterviewQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: applicationsKeys.interview(interviewId),
    queryFn: ({ signal }) => callApi(getInterviewWatchContract, { params: { id: interviewId } }, { signal }),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    refetchInterval: refetchWhileProcessing,
  });

export function useApplicationInterview(interviewId: string | null) {
  return useQuery({ ...applicationInterviewQueryOptions(interviewId ?? ""), enabled: interviewId !== null });
}
