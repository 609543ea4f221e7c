import type { AgreementFigures } from "@shared/agreement/agreement-contracts";
import { fairnessDimensions, type FairnessDimension } from "@shared/fairness/fairness-report-contracts";
import { answerCount } from "./agreement-figure";
import { aiWithItselfOf, type AiRunsCompared, type AiRunsTally } from "./ai-with-itself";
import { aiPeoplePairs, aiWithPeopleOf, type AiPeopleTally } from "./ai-with-people";
import { criterionAgreementsOf, type AiScoreShown, type CriterionTally } from "./criterion-agreement";
import { compareGroupTallies } from "./group-comparison";
import type { UnitTally } from "./krippendorff-alpha";
import { peopleWithPeopleOf } from "./people-agreement";
import { givenScores, type ScoredAnswerCriterion } from "./scored-answer";

/** Each answer's candidate's group per dimension; missing or null: outside the groups compared. */
type AnswerGroups = Partial<Record<FairnessDimension, string | null>>;

export interface AgreementInput {
  /** The rubric's criteria, in its order. */
  criterionIds: readonly string[];
  scores: readonly ScoredAnswerCriterion[];
  aiScoresShown: readonly AiScoreShown[];
  aiRuns: readonly AiRunsCompared[];
  answerGroups: ReadonlyMap<string, AnswerGroups>;
}

/**
 * What every figure needs, counted (decision 0086): the answer-criteria by their values, and the
 * answers each figure rests on. The database counts a posting's into a few hundred rows; the
 * figures are then the same arithmetic on the counts as on the answer-criteria one by one.
 */
export interface AgreementTallies {
  criterionIds: readonly string[];
  /** Answer-criteria scored by two members or more, by the scores given; the answers holding one. */
  people: { tallies: readonly UnitTally[]; answers: number };
  /** Pairs of the AI and the members' mean, all criteria pooled; the answers holding one. */
  aiPeople: { tallies: readonly AiPeopleTally[]; answers: number };
  criteria: ReadonlyMap<string, CriterionTally>;
  aiRuns: AiRunsTally;
  /** The pairs of the answers of each combination of groups, counted. */
  groups: readonly { groups: AnswerGroups; answers: number; pairs: number; difference: number }[];
}

/** Every agreement figure of a posting or rubric version (decision 0080), from its scores. */
export function agreementFigures(input: AgreementInput): AgreementFigures {
  return agreementFiguresOf(tallyAgreementInput(input));
}

/** Every agreement figure from the counts (decision 0086). */
export function agreementFiguresOf(tallies: AgreementTallies): AgreementFigures {
  return {
    peopleWithPeople: peopleWithPeopleOf(tallies.people.tallies, tallies.people.answers),
    aiWithPeople: aiWithPeopleOf(tallies.aiPeople.tallies, tallies.aiPeople.answers),
    criteria: criterionAgreementsOf(tallies.criterionIds, tallies.criteria),
    aiWithItself: aiWithItselfOf(tallies.aiRuns),
    acrossGroups: fairnessDimensions.map((dimension) => ({
      dimension,
      comparison: compareGroupTallies(
        tallies.groups.map((tally) => ({
          group: tally.groups[dimension] ?? null,
          answers: tally.answers,
          pairs: tally.pairs,
          difference: tally.difference,
        })),
      ),
    })),
  };
}

/** The answer-criteria one by one, counted as the database counts them. */
function tallyAgreementInput(input: AgreementInput): AgreementTallies {
  const doubleScored = input.scores.filter((item) => givenScores(item.members).length >= 2);
  const pairs = aiPeoplePairs(input.scores);
  const criteria = new Map<string, CriterionTally>();
  for (const criterionId of input.criterionIds) {
    const its = pairs.filter((pair) => pair.criterionId === criterionId);
    const shown = input.aiScoresShown.filter((score) => score.criterionId === criterionId);
    criteria.set(criterionId, {
      pairs: its.map((pair) => ({ ai: pair.ai, people: pair.people, pairs: 1 })),
      pairAnswers: answerCount(its),
      shown: shown.reduce((total, score) => total + score.shown, 0),
      overridden: shown.reduce((total, score) => total + score.overridden, 0),
      shownAnswers: answerCount(shown),
    });
  }
  const byAnswer = new Map<string, { groups: AnswerGroups; answers: number; pairs: number; difference: number }>();
  for (const pair of pairs) {
    const answer = byAnswer.get(pair.answerId);
    if (answer) {
      answer.pairs += 1;
      answer.difference += pair.ai - pair.people;
    } else
      byAnswer.set(pair.answerId, {
        groups: input.answerGroups.get(pair.answerId) ?? {},
        answers: 1,
        pairs: 1,
        difference: pair.ai - pair.people,
      });
  }
  return {
    criterionIds: input.criterionIds,
    people: {
      tallies: doubleScored.map((item) => ({ values: givenScores(item.members), units: 1 })),
      answers: answerCount(doubleScored),
    },
    aiPeople: {
      tallies: pairs.map((pair) => ({ ai: pair.ai, people: pair.people, pairs: 1 })),
      answers: answerCount(pairs),
    },
    criteria,
    aiRuns: {
      compared: input.aiRuns.length,
      lowAgreement: input.aiRuns.filter((run) => run.lowAgreement).length,
      answers: answerCount(input.aiRuns),
    },
    groups: [...byAnswer.values()],
  };
}
