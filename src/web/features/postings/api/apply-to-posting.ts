import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { applyToPostingContract } from "@shared/applications/contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

export type Application = z.output<typeof applyToPostingContract.response>;

/** Applies the candidate to a posting; the server refuses a second time (409) and says what to do first. */
export function useApplyToPosting(postingId: string, options: MutationHookOptions<Application> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(applyToPostingContract, { params: { id: postingId }, body: {} }),
    onSuccess: async (...args) => {
      // Applying changes the board, the applications and, with a template, the upcoming
      // interviews: three domains this feature may not name, so everything is marked stale.
      await queryClient.invalidateQueries();
      await options.onSuccess?.(...args);
    },
  });
}
