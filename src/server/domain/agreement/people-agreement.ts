import type { AlphaFigure } from "@shared/agreement/agreement-contracts";
import { figureOf } from "./agreement-figure";
import { krippendorffAlpha } from "./krippendorff-alpha";
import { givenScores, type ScoredAnswerCriterion } from "./scored-answer";

/**
 * People with people (decision 0080): ordinal Krippendorff's alpha over the answer-criteria that
 * two or more members scored, each answer-criterion a unit and each member a coder. Resting on the
 * answers holding such a criterion.
 */
export function peopleWithPeople(items: readonly ScoredAnswerCriterion[]): AlphaFigure {
  const doubleScored = items.filter((item) => givenScores(item.members).length >= 2);
  return figureOf(
    doubleScored,
    () =>
      krippendorffAlpha(
        doubleScored.map((item) => item.members),
        "ordinal",
      ).alpha,
  );
}
