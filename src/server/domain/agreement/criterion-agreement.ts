import type { CriterionAgreement, ShareFigure } from "@shared/agreement/agreement-contracts";
import { answerCount, figureOfCount } from "./agreement-figure";
import { aiWithPeopleOf, type AiPeoplePair, type AiPeopleTally } from "./ai-with-people";

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

/** One criterion's pairs and AI scores shown, counted, each with the answers they rest on (decision 0086). */
export interface CriterionTally {
  pairs: readonly AiPeopleTally[];
  pairAnswers: number;
  shown: number;
  overridden: number;
  shownAnswers: number;
}

/** Overrides over the AI scores shown, resting on the answers those scores were given on. */
export function overrideRate(shown: readonly AiScoreShown[]): ShareFigure {
  let overridden = 0;
  let total = 0;
  for (const score of shown) {
    overridden += score.overridden;
    total += score.shown;
  }
  return overrideRateOf(overridden, total, answerCount(shown));
}

function overrideRateOf(overridden: number, shown: number, answers: number): ShareFigure {
  return figureOfCount(answers, () => overridden / shown);
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
  return criterionIds.map((criterionId) => {
    const its = pairs.filter((pair) => pair.criterionId === criterionId);
    const itsShown = shown.filter((score) => score.criterionId === criterionId);
    return {
      criterionId,
      ...aiWithPeopleOf(
        its.map((pair) => ({ ai: pair.ai, people: pair.people, pairs: 1 })),
        answerCount(its),
      ),
      overrideRate: overrideRate(itsShown),
    };
  });
}

/** The same from each criterion's tallies (decision 0086); a criterion without any is too few at 0. */
export function criterionAgreementsOf(
  criterionIds: readonly string[],
  tallies: ReadonlyMap<string, CriterionTally>,
): CriterionAgreement[] {
  return criterionIds.map((criterionId) => {
    const tally = tallies.get(criterionId);
    return {
      criterionId,
      ...aiWithPeopleOf(tally?.pairs ?? [], tally?.pairAnswers ?? 0),
      overrideRate: overrideRateOf(tally?.overridden ?? 0, tally?.shown ?? 0, tally?.shownAnswers ?? 0),
    };
  });
}
