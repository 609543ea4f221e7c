import type { AiWithPeople } from "@shared/agreement/agreement-contracts";
import { answerCount, figureOfCount } from "./agreement-figure";
import { krippendorffAlphaOfTallies } from "./krippendorff-alpha";
import { givenScores, type ScoredAnswerCriterion } from "./scored-answer";

/** An answer-criterion scored by the AI and by at least one member: the AI's score and the members' mean. */
export interface AiPeoplePair {
  answerId: string;
  criterionId: string;
  ai: number;
  people: number;
}

/** Pairs with the same AI score and members' mean, counted (decision 0086). */
export interface AiPeopleTally {
  ai: number;
  people: number;
  pairs: number;
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

/**
 * The AI with people (decision 0080): interval alpha with the AI and the members' mean as two
 * coders (a mean of ordinal scores is not itself ordinal), the mean difference, and the share of
 * pairs where the AI is at most one point from the mean (|AI - mean| <= 1, so 3 against 4 counts,
 * 2 against 3.5 does not).
 */
export function aiWithPeople(pairs: readonly AiPeoplePair[]): AiWithPeople {
  return aiWithPeopleOf(
    pairs.map((pair) => ({ ai: pair.ai, people: pair.people, pairs: 1 })),
    answerCount(pairs),
  );
}

/** The same from the pairs counted by their values, resting on `answers` answers (decision 0086). */
export function aiWithPeopleOf(tallies: readonly AiPeopleTally[], answers: number): AiWithPeople {
  let pairs = 0;
  let difference = 0;
  let within = 0;
  for (const tally of tallies) {
    pairs += tally.pairs;
    difference += tally.pairs * (tally.ai - tally.people);
    if (Math.abs(tally.ai - tally.people) <= 1) within += tally.pairs;
  }
  return {
    alpha: figureOfCount(
      answers,
      () =>
        krippendorffAlphaOfTallies(
          tallies.map((tally) => ({ values: [tally.ai, tally.people], units: tally.pairs })),
          "interval",
        ).alpha,
    ),
    // AI minus the members' mean, averaged over the pairs: negative when the AI is harsher.
    meanDifference: figureOfCount(answers, () => difference / pairs),
    withinOnePoint: figureOfCount(answers, () => within / pairs),
  };
}
