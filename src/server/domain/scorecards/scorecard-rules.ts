import {
  DISCUSS_SPREAD,
  scorecardMessages,
  type PanelCriterion,
  type ScorecardQuestion,
  type ScorecardRating,
  type ScorecardRecommendation,
} from "@shared/scorecards/scorecard-contracts";
import type { RubricSnapshot } from "@shared/evaluation/rubric";
import { baseNumberOf, isFollowUp, type SlotLike } from "@shared/interviews/question-slots";
import { badRequest } from "../../errors";

/*
 * The rules of a scorecard (decision 0085), pure: which criteria it has, what a draft may hold,
 * what submitting needs, and how the panel reads submitted scorecards side by side.
 */

/**
 * The questions a member scores: every base question of the interview with its rubric's criteria.
 * A follow-up the AI interviewer asked is part of its parent's answer (decision 0055) and is not
 * scored on its own; a question without criteria has nothing to score.
 */
export function scorecardQuestions(
  slots: readonly (SlotLike & { text: string })[],
  rubric: RubricSnapshot,
): ScorecardQuestion[] {
  return slots.flatMap((slot, index) => {
    if (isFollowUp(slot)) return [];
    const criteria = rubric.questions[index]?.criteria ?? [];
    if (criteria.length === 0) return [];
    return [
      {
        index,
        number: baseNumberOf(slots, index),
        question: slot.text,
        criteria: criteria.map(({ key, competency, levels }) => ({ key, competency, levels: [...levels] })),
      },
    ];
  });
}

const criterionId = (questionIndex: number, criterionKey: string) => `${questionIndex}:${criterionKey}`;

/**
 * The ratings as stored: each must name a criterion of the rubric, once; they come back in the
 * rubric's order, so versions compare by position.
 */
export function checkedRatings(questions: readonly ScorecardQuestion[], ratings: readonly ScorecardRating[]) {
  const order = new Map<string, number>();
  for (const question of questions)
    for (const criterion of question.criteria) order.set(criterionId(question.index, criterion.key), order.size);
  const seen = new Set<string>();
  for (const rating of ratings) {
    const id = criterionId(rating.questionIndex, rating.criterionKey);
    if (!order.has(id)) throw badRequest(scorecardMessages.unknownCriterion);
    if (seen.has(id)) throw badRequest(scorecardMessages.duplicateCriterion);
    seen.add(id);
  }
  return [...ratings]
    .map((rating) => ({ ...rating, note: rating.note.trim() }))
    .sort(
      (a, b) =>
        order.get(criterionId(a.questionIndex, a.criterionKey))! -
        order.get(criterionId(b.questionIndex, b.criterionKey))!,
    );
}

/** How many criteria a scorecard leaves unanswered (neither scored nor marked not enough evidence). */
export function unansweredCount(questions: readonly ScorecardQuestion[], ratings: readonly ScorecardRating[]): number {
  const answered = new Set(ratings.map((rating) => criterionId(rating.questionIndex, rating.criterionKey)));
  let left = 0;
  for (const question of questions)
    for (const criterion of question.criteria) if (!answered.has(criterionId(question.index, criterion.key))) left++;
  return left;
}

/** Submitting needs every criterion answered and a recommendation; the ratings checked as for a draft. */
export function checkedSubmission(
  questions: readonly ScorecardQuestion[],
  input: { ratings: readonly ScorecardRating[]; recommendation: ScorecardRecommendation | null },
): { ratings: ScorecardRating[]; recommendation: ScorecardRecommendation } {
  const ratings = checkedRatings(questions, input.ratings);
  const left = unansweredCount(questions, ratings);
  if (left > 0) throw badRequest(scorecardMessages.incomplete(left));
  if (input.recommendation === null) throw badRequest(scorecardMessages.recommendationMissing);
  return { ratings, recommendation: input.recommendation };
}

/** Highest minus lowest of the scores given; "not enough evidence" is no score. Null under two scores. */
export function spreadOf(scores: readonly (number | null)[]): number | null {
  const given = scores.filter((score): score is number => score !== null);
  if (given.length < 2) return null;
  return Math.max(...given) - Math.min(...given);
}

/** The AI's score of one criterion and a person's latest override of it. */
export interface AiCriterionScore {
  ai: number | null;
  override: number | null;
}

/**
 * Each criterion across the submitted scorecards (in the order given): the members' scores and
 * notes, the AI's, the spread, and whether the members disagree by DISCUSS_SPREAD or more.
 */
export function panelCriteria(
  questions: readonly ScorecardQuestion[],
  members: readonly { ratings: readonly ScorecardRating[] }[],
  aiScores: ReadonlyMap<string, AiCriterionScore>,
): PanelCriterion[] {
  const byMember = members.map(
    (member) =>
      new Map(member.ratings.map((rating) => [criterionId(rating.questionIndex, rating.criterionKey), rating])),
  );
  return questions.flatMap((question) =>
    question.criteria.map((criterion) => {
      const id = criterionId(question.index, criterion.key);
      const ratings = byMember.map((ratingsOf) => ratingsOf.get(id));
      const scores = ratings.map((rating) => rating?.score ?? null);
      const spread = spreadOf(scores);
      const ai = aiScores.get(id);
      return {
        questionIndex: question.index,
        criterionKey: criterion.key,
        scores,
        notes: ratings.map((rating) => rating?.note ?? ""),
        ai: ai?.ai ?? null,
        aiOverride: ai?.override ?? null,
        spread,
        discuss: spread !== null && spread >= DISCUSS_SPREAD,
      };
    }),
  );
}

export { criterionId as scorecardCriterionId };
