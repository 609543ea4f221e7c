import type { AlphaFigure } from "@shared/agreement/agreement-contracts";
import { answerCount, figureOfCount } from "./agreement-figure";
import { krippendorffAlphaOfTallies, type UnitTally } from "./krippendorff-alpha";
import { givenScores, type ScoredAnswerCriterion } from "./scored-answer";

/**
 * People with people (decision 0080): ordinal Krippendorff's alpha over the answer-criteria that
 * two or more members scored, each answer-criterion a unit and each member a coder. Resting on the
 * answers holding such a criterion.
 */
export function peopleWithPeople(items: readonly ScoredAnswerCriterion[]): AlphaFigure {
  const doubleScored = items.filter((item) => givenScores(item.members).length >= 2);
  return peopleWithPeopleOf(
    doubleScored.map((item) => ({ values: givenScores(item.members), units: 1 })),
    answerCount(doubleScored),
  );
}

/**
 * The same from the answer-criteria counted by the members' scores given (decision 0086), and the
 * answers holding one scored by two members or more.
 */
export function peopleWithPeopleOf(tallies: readonly UnitTally[], answers: number): AlphaFigure {
  return figureOfCount(answers, () => krippendorffAlphaOfTallies(tallies, "ordinal").alpha);
}
