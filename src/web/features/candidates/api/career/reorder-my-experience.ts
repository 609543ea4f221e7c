import { reorderMyExperienceContract, type Career } from "@shared/candidates/career-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useCareerMutation } from "./career-mutation";

/** Saves the order of every position (ids, top first). */
export function useReorderMyExperience(options: MutationHookOptions<Career, string[]> = {}) {
  return useCareerMutation((ids: string[]) => callApi(reorderMyExperienceContract, { body: { ids } }), options);
}
