import { useQueryClient } from "@tanstack/react-query";
import { createInterviewShareLinkContract } from "@shared/interviews/watch-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { interviewsKeys } from "../keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

export type CreatedShareLink = ContractResponse<typeof createInterviewShareLinkContract>;

/** Makes a new share link for the owner's interview (an earlier one stops working). */
export function useCreateInterviewShareLink(interviewId: string, options: MutationHookOptions<CreatedShareLink> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(createInterviewShareLinkContract, { params: { id: interviewId }, body: {} }),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: interviewsKeys.shareLink(interviewId) });
    },
  });
}
