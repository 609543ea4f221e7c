import { z } from "zod";
import { fairnessDimensions, MINIMUM_MONTH_DECISIONS } from "../fairness/fairness-report-contracts";

/*
 * The agreement figures of a posting or rubric version (decision 0080): people with people, the
 * AI with people, the AI with itself, and the AI against people across self-identification groups.
 * Every figure says how many answers it rests on; below the threshold it says so instead of a number.
 */

/**
 * A figure is shown only when it rests on at least this many answers; a group comparison only
 * when every group compared holds this many. The fairness report's threshold (decision 0071),
 * reused so the two pages never disagree on what "too few" means.
 */
export const MINIMUM_AGREEMENT_ANSWERS = MINIMUM_MONTH_DECISIONS;

/** A figure resting on fewer than MINIMUM_AGREEMENT_ANSWERS answers: the count, never a number. */
const tooFewSchema = z.object({ status: z.literal("too-few"), count: z.number().int().nonnegative() });

/** A figure, or "too few" with the count it would rest on. */
const figureSchema = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion("status", [
    z.object({ status: z.literal("shown"), value, count: z.number().int().nonnegative() }),
    tooFewSchema,
  ]);

/** Krippendorff's alpha; null when nothing varies (every score the same), so no disagreement was expected. */
export const alphaFigureSchema = figureSchema(z.number().max(1).nullable());
export type AlphaFigure = z.infer<typeof alphaFigureSchema>;

/** A mean difference in rubric points (AI minus people: negative means the AI is harsher). */
export const pointsFigureSchema = figureSchema(z.number().min(-4).max(4));
export type PointsFigure = z.infer<typeof pointsFigureSchema>;

/** A share, from 0 to 1. */
export const shareFigureSchema = figureSchema(z.number().min(0).max(1));
export type ShareFigure = z.infer<typeof shareFigureSchema>;

/** The AI's scores against the mean of the members' scores on the same answer and criterion. */
export const aiWithPeopleSchema = z.object({
  /** Interval alpha, the AI and the members' mean as two coders. */
  alpha: alphaFigureSchema,
  meanDifference: pointsFigureSchema,
  /** The share of answer-criteria where the AI is at most one point from the members' mean. */
  withinOnePoint: shareFigureSchema,
});
export type AiWithPeople = z.infer<typeof aiWithPeopleSchema>;

export const criterionAgreementSchema = aiWithPeopleSchema.extend({
  criterionId: z.string(),
  /** Overrides of the AI's score on this criterion, over the AI scores shown to members. */
  overrideRate: shareFigureSchema,
});
export type CriterionAgreement = z.infer<typeof criterionAgreementSchema>;

/**
 * The AI-minus-people mean difference per self-identification group: shown only when every group
 * compared holds MINIMUM_AGREEMENT_ANSWERS answers and the answers outside the groups compared are
 * none or as many; otherwise the whole comparison is suppressed, with no group's count.
 */
export const groupComparisonSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("shown"),
    groups: z.array(
      z.object({
        group: z.string(),
        count: z.number().int().min(MINIMUM_AGREEMENT_ANSWERS),
        meanDifference: z.number().min(-4).max(4),
      }),
    ),
  }),
  z.object({
    status: z.literal("suppressed"),
    reason: z.enum(["fewer-than-two-groups", "group-too-few", "rest-too-few"]),
  }),
]);
export type GroupComparison = z.infer<typeof groupComparisonSchema>;

/** What the agreement endpoint will return for a posting or a rubric version. */
export const agreementFiguresSchema = z.object({
  peopleWithPeople: alphaFigureSchema,
  aiWithPeople: aiWithPeopleSchema,
  criteria: z.array(criterionAgreementSchema),
  /** The share of criteria flagged low agreement between the AI's two runs. */
  aiWithItself: shareFigureSchema,
  /** One comparison per dimension of the fairness report (sex, race/ethnicity, their intersection). */
  acrossGroups: z.array(z.object({ dimension: z.enum(fairnessDimensions), comparison: groupComparisonSchema })),
});
export type AgreementFigures = z.infer<typeof agreementFiguresSchema>;
