import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSharedInterviewContract } from "@shared/interviews/watch-contracts";
import { callApi, isApiError } from "@web/lib/http/api-client";
import { refetchWhileProcessing } from "@web/lib/interviews/recording-refetch";
import { interviewsKeys } from "../keys";

/** A shared interview by its link's token. A 404 (unknown or revoked) is final: no retries. */
export const sharedInterviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: interviewsKeys.shared(token),
    queryFn: ({ signal }) => callApi(getSharedInterviewContract, { params: { token } }, { signal }),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    refetchInterval: refetchWhileProcessing,
  });

export function useSharedInterview(token: string) {
  return useQuery(sharedInterviewQueryOptions(token));
}
