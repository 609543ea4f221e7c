import { deleteMyExperienceContract, type Career } from "@shared/candidates/career-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useCareerMutation } from "./career-mutation";

export function useDeleteMyExperience(options: MutationHookOptions<Career, string> = {}) {
  return useCareerMutation((id: string) => callApi(deleteMyExperienceContract, { params: { id } }), options);
}
