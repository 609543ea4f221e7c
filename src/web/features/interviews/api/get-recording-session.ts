import { queryOptions, useQuery } from "@tanstack/react-query";
import { getRecordingSessionContract } from "@shared/interviews/recording-contracts";
import { callApi } from "@web/lib/http/api-client";
import { interviewsKeys } from "./keys";

/** A recording session's status and the chunks the server already holds (what a reload need not resend). */
export const recordingSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: interviewsKeys.recordingSession(sessionId),
    queryFn: ({ signal }) => callApi(getRecordingSessionContract, { params: { id: sessionId } }, { signal }),
  });

export function useRecordingSession(sessionId: string) {
  return useQuery(recordingSessionQueryOptions(sessionId));
}
