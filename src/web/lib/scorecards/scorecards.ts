import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  getScorecardsContract,
  getScorecardSettingsContract,
  saveScorecardDraftContract,
  submitScorecardContract,
  updateScorecardSettingsContract,
  type ScorecardBody,
  type ScorecardSettings,
  type ScorecardsView,
} from "@shared/scorecards/scorecard-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

/** Query keys of the scorecards feature (decision 0085). */
const scorecardKeys = {
  all: ["scorecards"] as const,
  ofApplication: (applicationId: string) => [...scorecardKeys.all, "application", applicationId] as const,
  settings: () => [...scorecardKeys.all, "settings"] as const,
};

/** My scorecard of the application, how many have submitted, and the panel once I have. */
export function useScorecards(applicationId: string) {
  return useQuery({
    queryKey: scorecardKeys.ofApplication(applicationId),
    queryFn: ({ signal }) => callApi(getScorecardsContract, { params: { id: applicationId } }, { signal }),
    retry: false,
  });
}

/** Saves my draft; the answer is the scorecard as stored. */
export function useSaveScorecardDraft(
  applicationId: string,
  options: MutationHookOptions<ScorecardsView, ScorecardBody> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: ScorecardBody) => callApi(saveScorecardDraftContract, { params: { id: applicationId }, body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(scorecardKeys.ofApplication(applicationId), args[0]);
      // A first draft makes me a scorer: what I read of the AI's scores may change with it.
      await invalidateAiReads(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}

/** Submits my scorecard: the panel and the AI's scores open, so everything that shows them is read again. */
export function useSubmitScorecard(
  applicationId: string,
  options: MutationHookOptions<ScorecardsView, ScorecardBody> = {},
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: ScorecardBody) => callApi(submitScorecardContract, { params: { id: applicationId }, body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(scorecardKeys.ofApplication(applicationId), args[0]);
      await invalidateAiReads(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}

/** The application, its evaluation and the applicants lists: each shows the AI's scores or why not. */
function invalidateAiReads(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["applications", "company"] }),
    queryClient.invalidateQueries({ queryKey: ["interview-evaluation"] }),
  ]);
}

/** Whether the company hides the AI's scores from a member scoring until they submit. */
export function useScorecardSettings() {
  return useQuery({
    queryKey: scorecardKeys.settings(),
    queryFn: ({ signal }) => callApi(getScorecardSettingsContract, {}, { signal }),
  });
}

export function useUpdateScorecardSettings(options: MutationHookOptions<ScorecardSettings, ScorecardSettings> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (body: ScorecardSettings) => callApi(updateScorecardSettingsContract, { body }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(scorecardKeys.settings(), args[0]);
      await Promise.all([
        invalidateAiReads(queryClient),
        queryClient.invalidateQueries({ queryKey: [...scorecardKeys.all, "application"] }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
