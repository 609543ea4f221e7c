import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCandidateInterviewContract } from "@shared/interviews/candidate-interview-contracts";
import { callApi, isApiError } from "@web/lib/http/api-client";
import { interviewsKeys } from "./keys";

/** How often the page asks again while the recording is being processed. */
const PROCESSING_POLL_MS = 3000;

/**
 * One of the candidate's interviews. A 404 (missing or someone else's) or 400 (not an id) is
 * final: no retries. While the recording is processing the query polls, so the player appears
 * when it is ready without a reload.
 */
export const candidateInterviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: interviewsKeys.myInterview(id),
    queryFn: ({ signal }) => callApi(getCandidateInterviewContract, { params: { id } }, { signal }),
    retry: (count, error) => !(isApiError(error) && (error.status === 404 || error.status === 400)) && count < 2,
    refetchInterval: (query) => (query.state.data?.recordingStatus === "processing" ? PROCESSING_POLL_MS : false),
  });

export function useCandidateInterview(id: string) {
  return useQuery(candidateInterviewQueryOptions(id));
}
