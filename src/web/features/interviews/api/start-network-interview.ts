import { useQueryClient } from "@tanstack/react-query";
import { type z } from "zod";
import { startNetworkInterviewAttemptContract } from "@shared/interviews/recording-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { interviewsKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

export type NetworkInterviewAttempt = z.output<typeof startNetworkInterviewAttemptContract.response>;

/**
 * Opens (or returns) the candidate's network interview attempt and its recording session. The
 * session's cached status is dropped: a returned attempt may hold chunks this tab has not seen.
 */
export function useStartNetworkInterview(options: MutationHookOptions<NetworkInterviewAttempt> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(startNetworkInterviewAttemptContract, { body: {} }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: interviewsKeys.recordingSession(args[0].sessionId) });
      await options.onSuccess?.(...args);
    },
  });
}

/** Finds or creates the candidate's network interview; its id then opens the attempt like any other. */
export async function findNetworkInterviewId(): Promise<string> {
  return (await callApi(startNetworkInterviewAttemptContract, { body: {} })).interviewId;
}
