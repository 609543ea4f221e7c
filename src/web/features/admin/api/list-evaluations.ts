import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { listEvaluationsAdminContract, type EvaluationView } from "@shared/evaluation/evaluation-contracts";
import { followUpResultsAdminContract } from "@shared/interviews/follow-up-contracts";
import { callApi } from "@web/lib/http/api-client";
import { useRetryEvaluation } from "@web/lib/interviews/interview-evaluation";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import type { EvaluationFilter } from "../lib/list-filters";
import { adminKeys } from "./keys";

const PAGE_SIZE = 20;

/** One page of evaluations in one state (failed ones first: they wait for a person). */
export const evaluationsQueryOptions = ({ status, page }: { status: EvaluationFilter; page: number }) =>
  queryOptions({
    queryKey: adminKeys.evaluations({ status, page }),
    queryFn: async ({ signal }) => {
      const result = await callApi(
        listEvaluationsAdminContract,
        { query: { status, page, pageSize: PAGE_SIZE } },
        { signal },
      );
      // Which tab the answer belongs to, so a placeholder from another tab is never shown as this one.
      return { ...result, status };
    },
    placeholderData: keepPreviousData,
  });

export function useAdminEvaluations(params: { status: EvaluationFilter; page: number }) {
  return useQuery(evaluationsQueryOptions(params));
}

/** Every interview's follow-up results counted together: why interviews asked none. */
export function useFollowUpResults() {
  return useQuery({
    queryKey: adminKeys.followUpResults(),
    queryFn: ({ signal }) => callApi(followUpResultsAdminContract, {}, { signal }),
  });
}

/** Retry from the admin list: the evaluation leaves the failed tab, so the lists are refetched. */
export function useRetryFailedEvaluation(interviewId: string, options: MutationHookOptions<EvaluationView> = {}) {
  const queryClient = useQueryClient();
  return useRetryEvaluation(interviewId, {
    ...options,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "evaluations"] });
      await options.onSuccess?.(...args);
    },
  });
}
