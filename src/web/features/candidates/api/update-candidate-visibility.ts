import { useQueryClient } from "@tanstack/react-query";
import {
  updateCandidateVisibilityContract,
  type CandidateVisibility,
  type CandidateVisibilityView,
} from "@shared/candidates/visibility-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { candidatesKeys } from "./keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Saves both visibility settings; the public profile page reads the switch again. */
export function useUpdateCandidateVisibility(
  options: MutationHookOptions<CandidateVisibilityView, CandidateVisibility> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: CandidateVisibility) => callApi(updateCandidateVisibilityContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(candidatesKeys.visibility(), args[0]);
      await queryClient.invalidateQueries({ queryKey: [...candidatesKeys.all, "public-profile"] });
      await options.onSuccess?.(...args);
    },
  });
}
