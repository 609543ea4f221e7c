import { useQueryClient } from "@tanstack/react-query";
import type { CompanyCandidateProfile } from "@shared/candidates/candidate-profile-contracts";
import { updatePipelineStatusContract, type PipelineStatus } from "@shared/candidates/pipeline-status-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { candidatesKeys } from "../keys";
import { useSingleFlightMutation } from "@web/lib/http/single-flight-mutation";

type Saved = ContractResponse<typeof updatePipelineStatusContract>;

/** Saves the company's own pipeline status for a candidate; the profile and the pool read it again. */
export function useUpdatePipelineStatus(profileId: string, options: MutationHookOptions<Saved, PipelineStatus> = {}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    ...options,
    mutationFn: (status: PipelineStatus) =>
      callApi(updatePipelineStatusContract, { params: { profileId }, body: { status } }),
    onSuccess: async (...args) => {
      queryClient.setQueryData<CompanyCandidateProfile>(candidatesKeys.companyProfile(profileId), (profile) =>
        profile ? { ...profile, pipelineStatus: args[0].status } : profile,
      );
      await queryClient.invalidateQueries({ queryKey: [...candidatesKeys.all, "pool"] });
      await options.onSuccess?.(...args);
    },
  });
}
