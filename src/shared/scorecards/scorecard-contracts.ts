import { z } from "zod";
import { RUBRIC_LEVELS } from "../evaluation/rubric";

/*
 * A member's scorecard of an application (decision 0085): per question of the interview, each
 * criterion of its rubric scored against the anchors, or "not enough evidence" (a null score,
 * missing, never a score), with a short note; and an overall recommendation.
 */

export const scorecardStatuses = ["draft", "submitted"] as const;
export type ScorecardStatus = (typeof scorecardStatuses)[number];

export const scorecardRecommendations = ["strong_no", "no", "yes", "strong_yes"] as const;
export type ScorecardRecommendation = (typeof scorecardRecommendations)[number];

/** The words a person reads for each recommendation. */
export const scorecardRecommendationNames: Record<ScorecardRecommendation, string> = {
  strong_no: "Strong no",
  no: "No",
  yes: "Yes",
  strong_yes: "Strong yes",
};

export const SCORECARD_NOTE_MAX = 1000;

export const scorecardRatingSchema = z.object({
  questionIndex: z.number().int().min(0),
  criterionKey: z.string().min(1).max(40),
  /** 1–5 against the criterion's anchors; null: not enough evidence. */
  score: z
    .number()
    .int()
    .min(RUBRIC_LEVELS[0])
    .max(RUBRIC_LEVELS[RUBRIC_LEVELS.length - 1]!)
    .nullable(),
  note: z.string().trim().max(SCORECARD_NOTE_MAX).default(""),
});
export type ScorecardRating = z.infer<typeof scorecardRatingSchema>;
