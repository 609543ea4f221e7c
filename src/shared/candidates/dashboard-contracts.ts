import { z } from "zod";
import { dashboardVisitResponseSchema } from "../accounts/dashboard-greeting";
import { evaluationStates } from "../evaluation/evaluation-state";
import { defineContract } from "../http/contract";

/** One of the candidate's latest applications, as the dashboard's Overview lists it. */
export const latestApplicationSchema = z.object({
  id: z.string(),
  /** Null for the network application (the one shared interview). */
  jobPostingId: z.string().nullable(),
  /** The posting's title, or the network interview's name. */
  title: z.string(),
  companyName: z.string().nullable(),
  /** Stored value; applicationStatusLabel() names it. */
  status: z.string(),
  appliedAt: z.iso.datetime(),
});
export type LatestApplication = z.infer<typeof latestApplicationSchema>;

export const LATEST_APPLICATIONS_COUNT = 3;

export const listLatestApplicationsContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/applications/latest",
  summary: "The signed-in candidate's 3 latest applications, newest first",
  tags: ["candidates"],
  response: z.object({ items: z.array(latestApplicationSchema).max(LATEST_APPLICATIONS_COUNT) }),
});

/** What a complete profile has, in the order the dashboard lists what is missing. */
export const profileCompletenessParts = ["career", "photo", "resume", "skills", "experience", "interview"] as const;
export type ProfileCompletenessPart = (typeof profileCompletenessParts)[number];

export const profileCompletenessLabels: Record<ProfileCompletenessPart, string> = {
  career: "Your job title and summary",
  photo: "A profile photo",
  resume: "Your resume",
  skills: "Your skills",
  experience: "Work experience",
  interview: "Your recorded interview",
};

export const profileCompletenessSchema = z.object({
  parts: z.array(z.object({ part: z.enum(profileCompletenessParts), done: z.boolean() })),
  /** Whole percent of parts done. */
  percent: z.number().int().min(0).max(100),
});
export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>;

export const getProfileCompletenessContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/completeness",
  summary: "What the signed-in candidate's profile has and still lacks",
  tags: ["candidates"],
  response: profileCompletenessSchema,
});

export const recordDashboardVisitContract = defineContract({
  method: "POST",
  path: "/api/candidates/me/dashboard-visits",
  summary:
    "The signed-in candidate opened their dashboard: records the first visit (once) and says whether to greet them as new or returning",
  tags: ["candidates"],
  body: z.object({}).strict().optional(),
  response: dashboardVisitResponseSchema,
});

/**
 * Where the AI feedback on the candidate's latest finished interview stands (decision 0073), in
 * the evaluation's own vocabulary (decision 0069) plus `not-shared`: a posting whose company does
 * not share AI feedback with candidates (decision 0050), of which nothing more is said.
 */
export const latestFeedbackStates = [...evaluationStates, "not-shared"] as const;
export type LatestFeedbackState = (typeof latestFeedbackStates)[number];

export const latestFeedbackSchema = z.object({
  /** Null: no finished interview yet. */
  interview: z
    .object({
      id: z.string(),
      /** The posting's title, or the network interview's name. */
      title: z.string(),
      companyName: z.string().nullable(),
      completedAt: z.iso.datetime(),
      state: z.enum(latestFeedbackStates),
      /** While transcribing: answers transcribed so far of those recorded. */
      progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
    })
    .nullable(),
});
export type LatestFeedback = z.infer<typeof latestFeedbackSchema>;

export const getLatestFeedbackContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/latest-feedback",
  summary: "Where the AI feedback on the signed-in candidate's latest finished interview stands",
  tags: ["candidates"],
  response: latestFeedbackSchema,
});
