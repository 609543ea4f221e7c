import { useQueryClient } from "@tanstack/react-query";
import {
  updateBlindReviewContract,
  type BlindReviewSetting,
  type BlindReviewSettingUpdate,
} from "@shared/companies/blind-review-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";
import { companiesKeys } from "./keys";

/**
 * Turns blind review on or off, or changes what it hides (decision 0077). Every cached view of a candidate (pool, applicants, profiles,
 * dashboard) changes with it, so all of them are read again.
 */
export function useUpdateBlindReview(options: MutationHookOptions<BlindReviewSetting, BlindReviewSettingUpdate> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: BlindReviewSettingUpdate) => callApi(updateBlindReviewContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(companiesKeys.blindReview(), args[0]);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== "blind-review" });
      await options.onSuccess?.(...args);
    },
  });
}
