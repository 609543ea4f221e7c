import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  deleteSelfIdentificationContract,
  getSelfIdentificationContract,
  saveSelfIdentificationContract,
  type SelfIdentificationInput,
  type SelfIdentificationView,
} from "@shared/fairness/self-identification-contracts";
import { callApi } from "../http/api-client";
import type { MutationHookOptions } from "../http/mutation-options";
import { useSingleFlightMutation } from "../http/single-flight-mutation";

/*
 * The candidate's own voluntary self-identification (decision 0052): asked once after they apply
 * (the fairness feature's prompt) and theirs to change or delete in their settings (the
 * candidates feature's card), so both read it here.
 */

const selfIdentificationKey = ["fairness", "me", "self-identification"] as const;

const selfIdentificationQueryOptions = () =>
  queryOptions({
    queryKey: selfIdentificationKey,
    queryFn: ({ signal }) => callApi(getSelfIdentificationContract, {}, { signal }),
  });

export function useSelfIdentification(options: { enabled?: boolean } = {}) {
  return useQuery({ ...selfIdentificationQueryOptions(), enabled: options.enabled ?? true });
}

/** Answers, changes or declines (both null); the question is not asked again either way. */
export function useSaveSelfIdentification(
  options: MutationHookOptions<SelfIdentificationView, SelfIdentificationInput> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: SelfIdentificationInput) => callApi(saveSelfIdentificationContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(selfIdentificationKey, args[0]);
      await options.onSuccess?.(...args);
    },
  });
}

/** Deletes the answers (the candidate is not asked again). */
export function useDeleteSelfIdentification(options: MutationHookOptions<SelfIdentificationView> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: () => callApi(deleteSelfIdentificationContract, {}),
    onSuccess: async (...args) => {
      queryClient.setQueryData(selfIdentificationKey, args[0]);
      await options.onSuccess?.(...args);
    },
  });
}
