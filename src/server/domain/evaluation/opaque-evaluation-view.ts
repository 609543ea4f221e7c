import type { EvaluationView, OverrideView } from "@shared/evaluation/evaluation-contracts";
import type { OpaqueKind } from "../companies/blind-review/opaque-id";

/**
 * The evaluation with the ids a blind-review company gets for a hidden candidate (decision
 * 0077): the interview as the company named it, the evaluation and the overrides by its own
 * opaque ids, since every company that may watch a network interview reads the same rows. For
 * everyone else `seal` gives the ids back as they are, and `reference` is the interview's id.
 */
export function opaqueEvaluationView(
  view: EvaluationView,
  reference: string,
  seal: (kind: OpaqueKind, id: string) => string,
): EvaluationView {
  const override = (entry: OverrideView | null) => entry && { ...entry, id: seal("override", entry.id) };
  return {
    ...view,
    id: seal("evaluation", view.id),
    interviewId: reference,
    overallOverride: override(view.overallOverride),
    questions: view.questions.map((question) => ({
      ...question,
      criteria: question.criteria.map((criterion) => ({ ...criterion, override: override(criterion.override) })),
    })),
  };
}
