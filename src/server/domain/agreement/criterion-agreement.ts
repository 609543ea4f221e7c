import type { CriterionAgreement, ShareFigure } from "@shared/agreement/agreement-contracts";
import { figureOf } from "./agreement-figure";
import { aiWithPeople, type AiPeoplePair } from "./ai-with-people";

/**
 * An AI score on one criterion of one answer, shown to `shown` members (each showing counts once,
 * decision 0080), `overridden` of whom overrode it. Counted per answer-criterion rather than an
 * item per showing: a posting's 150,000 showings are 30,000 of these.
 */
export interface AiScoreShown {
  answerId: string;
  criterionId: string;
  shown: number;
  overridden: number;
}

/** Overrides over the AI scores shown, resting on the answers those scores were given on. */
export function overrideRate(shown: readonly AiScoreShown[]): ShareFigure {
  return figureOf(shown, () => {
    let overridden = 0;
    let total = 0;
    for (const score of shown) {
      overridden += score.overridden;
      total += score.shown;
    }
    return overridden / total;
  });
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
