import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { resetInterviewContract } from "@shared/interviews/candidate-interview-contracts";
import { callApi } from "@web/lib/http/api-client";
import { candidateInterviewsKey } from "@web/lib/interviews/candidate-interviews";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { interviewsKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

export type InterviewReset = z.output<typeof resetInterviewContract.response>;

/** Redo: resets the candidate's completed interview (the server enforces 3 per application). */
export function useResetInterview(interviewId: string, options: MutationHookOptions<InterviewReset> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(resetInterviewContract, { params: { id: interviewId }, body: {} }),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewsKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: candidateInterviewsKey() }),
      ]);
      await options.onSuccess?.(...args);
    },
    onError: async (...args) => {
      // At the limit the count shown may be stale (another tab used the last one): ask again.
      await queryClient.invalidateQueries({ queryKey: interviewsKeys.myInterview(interviewId) });
      await options.onError?.(...args);
    },
  });
}
