import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  decideCorrectionRequestContract,
  listCorrectionRequestsContract,
  type CorrectionRequestSummary,
} from "@shared/evaluation/correction-request-contracts";
import { callApi } from "../http/api-client";
import type { MutationHookOptions } from "../http/mutation-options";
import { useSingleFlightMutation } from "../http/single-flight-mutation";
import { interviewEvaluationKey } from "./interview-evaluation";

/*
 * Candidates' transcript corrections too large to apply at once (decision 0069), as their
 * reviewers see them: a company for its postings' interviews, OneTake's admins for the network
 * interview. The server picks which by who asks.
 */

const PAGE_SIZE = 20;

const correctionRequestsKeys = {
  all: ["correction-requests"] as const,
  list: (page: number) => [...correctionRequestsKeys.all, "open", page] as const,
};

const openCorrectionRequestsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: correctionRequestsKeys.list(page),
    queryFn: ({ signal }) =>
      callApi(listCorrectionRequestsContract, { query: { status: "open", page, pageSize: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useOpenCorrectionRequests(page: number) {
  return useQuery(openCorrectionRequestsQueryOptions(page));
}

export interface DecideCorrectionInput {
  id: string;
  decision: "accept" | "decline";
}

/** Accepts or declines a correction; the list and the interview's evaluation are read again. */
export function useDecideCorrectionRequest(
  options: MutationHookOptions<CorrectionRequestSummary, DecideCorrectionInput> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: ({ id, decision }: DecideCorrectionInput) =>
      callApi(decideCorrectionRequestContract, { params: { id }, body: { decision } }),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: correctionRequestsKeys.all }),
        queryClient.invalidateQueries({ queryKey: interviewEvaluationKey(args[0].interviewId) }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
