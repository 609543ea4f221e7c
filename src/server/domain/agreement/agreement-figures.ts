import type { AgreementFigures } from "@shared/agreement/agreement-contracts";
import { fairnessDimensions, type FairnessDimension } from "@shared/fairness/fairness-report-contracts";
import { aiWithItself, type AiRunsCompared } from "./ai-with-itself";
import { aiPeoplePairs, aiWithPeople } from "./ai-with-people";
import { criterionAgreements, type AiScoreShown } from "./criterion-agreement";
import { compareGroups } from "./group-comparison";
import { peopleWithPeople } from "./people-agreement";
import type { ScoredAnswerCriterion } from "./scored-answer";

export interface AgreementInput {
  /** The rubric's criteria, in its order. */
  criterionIds: readonly string[];
  scores: readonly ScoredAnswerCriterion[];
  aiScoresShown: readonly AiScoreShown[];
  aiRuns: readonly AiRunsCompared[];
  /** Each answer's candidate's group per dimension; missing or null: outside the groups compared. */
  answerGroups: ReadonlyMap<string, Partial<Record<FairnessDimension, string | null>>>;
}

/** Every agreement figure of a posting or rubric version (decision 0080), from its scores. */
export function agreementFigures(input: AgreementInput): AgreementFigures {
  const pairs = aiPeoplePairs(input.scores);
  return {
    peopleWithPeople: peopleWithPeople(input.scores),
    aiWithPeople: aiWithPeople(pairs),
    criteria: criterionAgreements(input.criterionIds, pairs, input.aiScoresShown),
    aiWithItself: aiWithItself(input.aiRuns),
    acrossGroups: fairnessDimensions.map((dimension) => ({
      dimension,
      comparison: compareGroups(
        // Written out, not spread: 30,000 pairs a dimension.
        pairs.map((pair) => ({
          answerId: pair.answerId,
          criterionId: pair.criterionId,
          ai: pair.ai,
          people: pair.people,
          group: input.answerGroups.get(pair.answerId)?.[dimension] ?? null,
        })),
      ),
    })),
  };
}
