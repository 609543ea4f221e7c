import { MINIMUM_AGREEMENT_ANSWERS, type GroupComparison } from "@shared/agreement/agreement-contracts";
import { answerCount } from "./agreement-figure";
import { meanDifference, type AiPeoplePair } from "./ai-with-people";

/** A pair with the candidate's group in one dimension; null outside any group compared (not answered, prefer not to say). */
export interface GroupedPair extends AiPeoplePair {
  group: string | null;
}

/**
 * The AI minus people mean difference per self-identification group (decision 0080): does the AI
 * score a group lower than the people do? With the fairness report's rules (decision 0071): shown
 * only when there are two groups to compare and every one holds MINIMUM_AGREEMENT_ANSWERS answers
 * or more, and when the answers outside the groups are none or as many, since the overall figure,
 * shown beside, minus the groups would reveal theirs. Otherwise the whole comparison is suppressed
 * and says no count, so no small group can be read from it.
 */
export function compareGroups(pairs: readonly GroupedPair[]): GroupComparison {
  const byGroup = new Map<string, GroupedPair[]>();
  const rest: GroupedPair[] = [];
  for (const pair of pairs) {
    if (pair.group === null) rest.push(pair);
    else {
      const members = byGroup.get(pair.group);
      if (members) members.push(pair);
      else byGroup.set(pair.group, [pair]);
    }
  }
  if (byGroup.size < 2) return { status: "suppressed", reason: "fewer-than-two-groups" };
  const groups = [...byGroup].sort(([a], [b]) => a.localeCompare(b));
  if (groups.some(([, members]) => answerCount(members) < MINIMUM_AGREEMENT_ANSWERS))
    return { status: "suppressed", reason: "group-too-few" };
  const restCount = answerCount(rest);
  if (restCount > 0 && restCount < MINIMUM_AGREEMENT_ANSWERS) return { status: "suppressed", reason: "rest-too-few" };
  return {
    status: "shown",
    groups: groups.map(([group, members]) => ({
      group,
      count: answerCount(members),
      meanDifference: meanDifference(members),
    })),
  };
}
