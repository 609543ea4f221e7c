import type { AiWithPeople } from "@shared/agreement/agreement-contracts";
import { figureOf } from "./agreement-figure";
import { krippendorffAlpha } from "./krippendorff-alpha";
import { givenScores, type ScoredAnswerCriterion } from "./scored-answer";

/** An answer-criterion scored by the AI and by at least one member: the AI's score and the members' mean. */
export interface AiPeoplePair {
  answerId: string;
  criterionId: string;
  ai: number;
  people: number;
}

/** The answer-criteria both the AI and at least one member scored ("not enough evidence" is not a score). */
export function aiPeoplePairs(items: readonly ScoredAnswerCriterion[]): AiPeoplePair[] {
  return items.flatMap((item) => {
    const people = givenScores(item.members);
    if (item.ai === null || !Number.isFinite(item.ai) || people.length === 0) return [];
    const mean = people.reduce((total, score) => total + score, 0) / people.length;
    return [{ answerId: item.answerId, criterionId: item.criterionId, ai: item.ai, people: mean }];
  });
}

/** AI minus the members' mean, averaged over the pairs: negative when the AI is harsher. */
export function meanDifference(pairs: readonly AiPeoplePair[]): number {
  return pairs.reduce((total, pair) => total + (pair.ai - pair.people), 0) / pairs.length;
}

/**
 * The AI with people (decision 0080): interval alpha with the AI and the members' mean as two
 * coders (a mean of ordinal scores is not itself ordinal), the mean difference, and the share of
 * pairs where the AI is at most one point from the mean (|AI - mean| <= 1, so 3 against 4 counts,
 * 2 against 3.5 does not).
 */
export function aiWithPeople(pairs: readonly AiPeoplePair[]): AiWithPeople {
  return {
    alpha: figureOf(
      pairs,
      () =>
        krippendorffAlpha(
          pairs.map((pair) => [pair.ai, pair.people]),
          "interval",
        ).alpha,
    ),
    meanDifference: figureOf(pairs, () => meanDifference(pairs)),
    withinOnePoint: figureOf(
      pairs,
      () => pairs.filter((pair) => Math.abs(pair.ai - pair.people) <= 1).length / pairs.length,
    ),
  };
}
