import { replaceMySkillsContract, type Career, type Skill } from "@shared/candidates/career-contracts";
import { callApi } from "@web/lib/http/api-client";
import type { MutationHookOptions } from "@web/lib/http/mutation-options";
import { useCareerMutation } from "./career-mutation";

export function useReplaceMySkills(options: MutationHookOptions<Career, Skill[]> = {}) {
  return useCareerMutation((skills: Skill[]) => callApi(replaceMySkillsContract, { body: { skills } }), options);
}
