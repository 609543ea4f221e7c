import type { CriterionAgreement, ShareFigure } from "@shared/agreement/agreement-contracts";
import { figureOf } from "./agreement-figure";
import { aiWithPeople, type AiPeoplePair } from "./ai-with-people";

/** An AI score on one criterion of one answer, shown to a member, and whether they overrode it. */
export interface AiScoreShown {
  answerId: string;
  criterionId: string;
  overridden: boolean;
}

/** Overrides over the AI scores shown, resting on the answers those scores were given on. */
export function overrideRate(shown: readonly AiScoreShown[]): ShareFigure {
  return figureOf(shown, () => shown.filter((score) => score.overridden).length / shown.length);
}

/**
 * The AI with people criterion by criterion (decision 0080), with each criterion's override rate;
 * in the order the criteria are given (the rubric's), each resting on its own answers.
 */
export function criterionAgreements(
  criterionIds: readonly string[],
  pairs: readonly AiPeoplePair[],
  shown: readonly AiScoreShown[],
): CriterionAgreement[] {
  return criterionIds.map((criterionId) => ({
    criterionId,
    ...aiWithPeople(pairs.filter((pair) => pair.criterionId === criterionId)),
    overrideRate: overrideRate(shown.filter((score) => score.criterionId === criterionId)),
  }));
}
