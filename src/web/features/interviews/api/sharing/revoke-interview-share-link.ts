import { useQueryClient } from "@tanstack/react-query";
import { revokeInterviewShareLinkContract } from "@shared/interviews/watch-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { interviewsKeys } from "../keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Revokes the owner's share link: whoever opens it from then on sees not found. */
export function useRevokeInterviewShareLink(
  interviewId: string,
  options: MutationHookOptions<{ revoked: boolean }> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(revokeInterviewShareLinkContract, { params: { id: interviewId } }),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: interviewsKeys.shareLink(interviewId) });
    },
  });
}
