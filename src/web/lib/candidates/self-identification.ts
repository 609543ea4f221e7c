import { useSyncExternalStore } from "react";
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
 * The candidate's own voluntary self-identification (decision 0052): asked once per application,
 * right after applying (the fairness feature's prompt, decision 0073), and theirs to change or
 * delete in their settings (the candidates feature's card), so both read it here.
 */

/*
 * "The candidate just applied, in this page": the postings feature says so when an application
 * is made, and only then may the prompt open. A visit to a job page, a reload or another device
 * never opens it; the server's askNow says whether this application should be asked about.
 */
let justApplied = false;
const justAppliedListeners = new Set<() => void>();
function setJustApplied(value: boolean) {
  justApplied = value;
  for (const listener of justAppliedListeners) listener();
}

/** Called when the candidate's application is made: the prompt may now ask (once). */
export const announceApplication = () => setJustApplied(true);
/** The prompt was answered or put off: nothing to ask until the next application. */
export const settleApplicationPrompt = () => setJustApplied(false);

export function useJustApplied(): boolean {
  return useSyncExternalStore(
    (listener) => {
      justAppliedListeners.add(listener);
      return () => justAppliedListeners.delete(listener);
    },
    () => justApplied,
    () => false,
  );
}

const selfIdentificationKey = ["fairness", "me", "self-identification"] as const;

const selfIdentificationQueryOptions = () =>
  queryOptions({
    queryKey: selfIdentificationKey,
    queryFn: ({ signal }) => callApi(getSelfIdentificationContract, {}, { signal }),
  });

export function useSelfIdentification(options: { enabled?: boolean } = {}) {
  return useQuery({ ...selfIdentificationQueryOptions(), enabled: options.enabled ?? true });
}

/** Answers, changes or says "Not now" (both null); asked again only after a later application. */
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

/** Deletes the answers (asked again only after a later application). */
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
