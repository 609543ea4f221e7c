import { queryOptions, useQuery } from "@tanstack/react-query";
import { getLatestFeedbackContract, type LatestFeedbackState } from "@shared/candidates/dashboard-contracts";
import { callApi } from "@web/lib/http/api-client";
import { candidatesKeys } from "./keys";

/** States the pipeline is still working through: the card asks again until they end. */
const RUNNING: readonly LatestFeedbackState[] = ["not-evaluated", "queued", "transcribing", "evaluating"];
const POLL_MS = 5000;

/** Where the AI feedback on the latest finished interview stands (decision 0073). */
const latestFeedbackQueryOptions = () =>
  queryOptions({
    queryKey: candidatesKeys.latestFeedback(),
    queryFn: ({ signal }) => callApi(getLatestFeedbackContract, {}, { signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data?.interview?.state;
      return state && RUNNING.includes(state) ? POLL_MS : false;
    },
  });

export function useLatestFeedback() {
  return useQuery(latestFeedbackQueryOptions());
}
