import { z } from "zod";
import { defineContract } from "../http/contract";
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

/** What a member sends when saving a draft or submitting: the criteria answered so far, and the recommendation. */
export const scorecardBodySchema = z.object({
  ratings: z.array(scorecardRatingSchema).max(200),
  recommendation: z.enum(scorecardRecommendations).nullable(),
});
export type ScorecardBody = z.input<typeof scorecardBodySchema>;

export const scorecardMessages = {
  noRubric:
    "This application has no completed interview yet, so there is no rubric to score it against. The scorecard opens once the candidate finishes the interview.",
  submitted:
    "You have submitted this scorecard. To change it, make your changes and submit again; the earlier version is kept.",
  unknownCriterion: "That criterion is not on this interview's rubric. Reload the page to get the current rubric.",
  duplicateCriterion: "Each criterion can be scored once.",
  incomplete: (left: number) =>
    left === 1
      ? "Score the last criterion, or mark it “Not enough evidence”, before submitting."
      : `Score every criterion, or mark it “Not enough evidence”, before submitting: ${left} are left.`,
  recommendationMissing: "Choose an overall recommendation before submitting.",
  aiScoresHidden: "Submit your scorecard to see the AI's scores.",
  overrideWhileHidden:
    "Submit your scorecard of this application first: the AI's scores stay hidden from you until you do, so you cannot override them yet.",
} as const;

/** One criterion as the scorecard shows it: the competency and the anchor of each level 1 to 5. */
export const scorecardCriterionSchema = z.object({
  key: z.string(),
  competency: z.string(),
  levels: z.array(z.string()),
});

export const scorecardQuestionSchema = z.object({
  /** The question's slot in the interview: what ratings name. */
  index: z.number().int(),
  /** "Question 3". */
  number: z.number().int(),
  question: z.string(),
  criteria: z.array(scorecardCriterionSchema),
});
export type ScorecardQuestion = z.infer<typeof scorecardQuestionSchema>;

export const myScorecardSchema = z.object({
  status: z.enum(scorecardStatuses),
  /** 0 while never submitted. */
  version: z.number().int(),
  ratings: z.array(scorecardRatingSchema),
  recommendation: z.enum(scorecardRecommendations).nullable(),
  submittedAt: z.iso.datetime().nullable(),
  /** Null for a blank scorecard nobody has saved yet. */
  updatedAt: z.iso.datetime().nullable(),
});
export type MyScorecard = z.infer<typeof myScorecardSchema>;

/** One criterion across the panel: each submitted member's score (in the panel's member order), the AI's, the spread. */
export const panelCriterionSchema = z.object({
  questionIndex: z.number().int(),
  criterionKey: z.string(),
  /** Per member, as `members` lists them: 1–5, null for "not enough evidence". */
  scores: z.array(z.number().int().nullable()),
  /** Per member: their note ("" without one). */
  notes: z.array(z.string()),
  /** The AI's own score; null when it found not enough evidence or has not scored. */
  ai: z.number().int().nullable(),
  /** A person's latest override of the AI's score, shown beside it; null without one. */
  aiOverride: z.number().int().nullable(),
  /** Highest minus lowest of the members' scores; null with fewer than two scores. */
  spread: z.number().int().nullable(),
  /** The members disagree by DISCUSS_SPREAD points or more. */
  discuss: z.boolean(),
});
export type PanelCriterion = z.infer<typeof panelCriterionSchema>;

export const scorecardPanelSchema = z.object({
  members: z.array(
    z.object({
      name: z.string(),
      isMe: z.boolean(),
      recommendation: z.enum(scorecardRecommendations),
      version: z.number().int(),
      submittedAt: z.iso.datetime(),
    }),
  ),
  criteria: z.array(panelCriterionSchema),
});
export type ScorecardPanel = z.infer<typeof scorecardPanelSchema>;

/** Members scoring 2 or more points apart on a criterion are asked to discuss it. */
export const DISCUSS_SPREAD = 2;

export const scorecardsViewSchema = z.object({
  rubricVersion: z.string(),
  questions: z.array(scorecardQuestionSchema),
  mine: myScorecardSchema,
  /** How many members have submitted; never how many drafts or what anyone scored before I submit. */
  submittedCount: z.number().int(),
  /** The AI's scores are hidden from me until I submit (the company's setting, decision 0085). */
  aiScoresHidden: z.boolean(),
  /** Each submitted scorecard side by side; null until I have submitted mine. */
  panel: scorecardPanelSchema.nullable(),
});
export type ScorecardsView = z.infer<typeof scorecardsViewSchema>;

export const scorecardVersionsSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number().int(),
      ratings: z.array(scorecardRatingSchema),
      recommendation: z.enum(scorecardRecommendations),
      submittedAt: z.iso.datetime(),
    }),
  ),
});
export type ScorecardVersions = z.infer<typeof scorecardVersionsSchema>;

const applicationParams = z.object({ id: z.uuid() });

export const getScorecardsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/applications/:id/scorecards",
  summary:
    "My scorecard of the application (blank from the interview's rubric until saved), how many members have submitted, and the panel once I have submitted",
  tags: ["scorecards"],
  params: applicationParams,
  response: scorecardsViewSchema,
  errorStatuses: [409],
});

export const saveScorecardDraftContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/applications/:id/scorecards/mine",
  summary: "Saves my scorecard of the application as a draft, any criteria so far (409 once submitted)",
  tags: ["scorecards"],
  params: applicationParams,
  body: scorecardBodySchema,
  response: scorecardsViewSchema,
});

export const submitScorecardContract = defineContract({
  method: "POST",
  path: "/api/companies/me/applications/:id/scorecards/mine/submit",
  summary:
    "Submits my scorecard: every criterion scored or marked not enough evidence, and a recommendation; a later submit is a new version",
  tags: ["scorecards"],
  params: applicationParams,
  body: scorecardBodySchema,
  response: scorecardsViewSchema,
});

export const listScorecardVersionsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/applications/:id/scorecards/mine/versions",
  summary: "Every version I have submitted of my scorecard of the application, the latest first",
  tags: ["scorecards"],
  params: applicationParams,
  response: scorecardVersionsSchema,
});

export const scorecardSettingsSchema = z.object({
  /** Hide the AI's scores from a member scoring an application until they submit (on by default). */
  hideAiScoresUntilSubmitted: z.boolean(),
});
export type ScorecardSettings = z.infer<typeof scorecardSettingsSchema>;

export const getScorecardSettingsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/scorecard-settings",
  summary: "Whether the company hides the AI's scores from a member scoring an application until they submit",
  tags: ["scorecards"],
  response: scorecardSettingsSchema,
});

export const updateScorecardSettingsContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/scorecard-settings",
  summary: "Turns hiding the AI's scores until a member submits their scorecard on or off (Owner, Admin)",
  tags: ["scorecards"],
  body: scorecardSettingsSchema,
  response: scorecardSettingsSchema,
});
