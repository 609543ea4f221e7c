import {
  addMyExperienceContract,
  updateMyExperienceContract,
  type Career,
  type ExperienceInput,
} from "@shared/candidates/career-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useCareerMutation } from "./career-mutation";

/** Adds a position (no id) or changes one (with its id). */
export function useSaveMyExperience(
  options: MutationHookOptions<Career, { id: string | null; values: ExperienceInput }> = {},
) {
  return useCareerMutation(
    ({ id, values }: { id: string | null; values: ExperienceInput }) =>
      id
        ? callApi(updateMyExperienceContract, { params: { id }, body: values })
        : callApi(addMyExperienceContract, { body: values }),
    options,
  );
}
