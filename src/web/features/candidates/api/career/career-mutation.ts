import { useQueryClient } from "@tanstack/react-query";
import type { Career } from "@shared/candidates/career-contracts";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { candidatesKeys } from "../keys";
import { careerKeys } from "./career-keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/**
 * Every career change answers with the whole form: it replaces the cached one, and the other
 * candidate views (dashboard completeness, profile) are refetched.
 */
export function useCareerMutation<Variables>(
  request: (variables: Variables) => Promise<Career>,
  options: MutationHookOptions<Career, Variables>,
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: request,
    onSuccess: async (...args) => {
      queryClient.setQueryData(careerKeys.mine(), args[0]);
      void queryClient.invalidateQueries({
        queryKey: candidatesKeys.all,
        predicate: (query) => query.queryKey[1] !== careerKeys.mine()[1],
      });
      await options.onSuccess?.(...args);
    },
  });
}
