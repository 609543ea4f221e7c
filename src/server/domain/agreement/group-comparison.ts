import { MINIMUM_AGREEMENT_ANSWERS, type GroupComparison } from "@shared/agreement/agreement-contracts";
import { answerCount } from "./agreement-figure";
import type { AiPeoplePair } from "./ai-with-people";

/** A pair with the candidate's group in one dimension; null outside any group compared (not answered, prefer not to say). */
export interface GroupedPair extends AiPeoplePair {
  group: string | null;
}

/**
 * Pairs of one group, counted (decision 0086): their answers, how many, and the sum of AI minus
 * the members' mean over them. Tallies of one group add up (an answer is one candidate's, so in
 * one group of a dimension).
 */
export interface GroupTally {
  group: string | null;
  answers: number;
  pairs: number;
  difference: number;
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
  const byGroup = new Map<string | null, GroupedPair[]>();
  for (const pair of pairs) {
    const members = byGroup.get(pair.group);
    if (members) members.push(pair);
    else byGroup.set(pair.group, [pair]);
  }
  return compareGroupTallies(
    [...byGroup].map(([group, members]) => ({
      group,
      answers: answerCount(members),
      pairs: members.length,
      difference: members.reduce((total, pair) => total + (pair.ai - pair.people), 0),
    })),
  );
}

/** The same from each group's tallies (decision 0086). */
export function compareGroupTallies(tallies: readonly GroupTally[]): GroupComparison {
  const byGroup = new Map<string, GroupTally>();
  let restCount = 0;
  for (const tally of tallies) {
    if (tally.group === null) {
      restCount += tally.answers;
      continue;
    }
    const sum = byGroup.get(tally.group);
    if (sum) {
      sum.answers += tally.answers;
      sum.pairs += tally.pairs;
      sum.difference += tally.difference;
    } else byGroup.set(tally.group, { ...tally });
  }
  if (byGroup.size < 2) return { status: "suppressed", reason: "fewer-than-two-groups" };
  const groups = [...byGroup.values()].sort((a, b) => a.group!.localeCompare(b.group!));
  if (groups.some((group) => group.answers < MINIMUM_AGREEMENT_ANSWERS))
    return { status: "suppressed", reason: "group-too-few" };
  if (restCount > 0 && restCount < MINIMUM_AGREEMENT_ANSWERS) return { status: "suppressed", reason: "rest-too-few" };
  return {
    status: "shown",
    groups: groups.map((group) => ({
      group: group.group!,
      count: group.answers,
      meanDifference: group.difference / group.pairs,
    })),
  };
}
