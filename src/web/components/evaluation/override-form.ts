import type { z } from "zod";
import { evaluationMessages, overrideBodySchema } from "@shared/evaluation/evaluation-contracts";

/** What a reviewer overrides: the overall score (0–100) or one criterion of one question (1–5). */
export type OverrideTarget =
  { kind: "overall" } | { kind: "criterion"; questionIndex: number; criterionKey: string; competency: string };

export const scoreRange = (target: OverrideTarget) =>
  target.kind === "overall" ? { min: 0, max: 100 } : { min: 1, max: 5 };

/**
 * The dialog's form: the contract's score and reason, with the range of the thing overridden
 * (the server checks the same range, with the same message).
 */
export function overrideFormSchema(target: OverrideTarget) {
  const { min, max } = scoreRange(target);
  return overrideBodySchema.pick({ reason: true }).extend({
    score: overrideBodySchema.shape.score
      .min(min, evaluationMessages.overrideScore)
      .max(max, evaluationMessages.overrideScore),
  });
}
export type OverrideFormValues = z.input<ReturnType<typeof overrideFormSchema>>;

/** The request body for the target. */
export function overrideBodyOf(target: OverrideTarget, values: z.output<ReturnType<typeof overrideFormSchema>>) {
  return target.kind === "overall"
    ? { questionIndex: null, criterionKey: null, ...values }
    : { questionIndex: target.questionIndex, criterionKey: target.criterionKey, ...values };
}
