import { z } from "zod";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";
import { experienceLevelValues } from "../accounts/candidate-application";
import { boardEmploymentTypes, boardLocationTypes, postingIdParams } from "./contracts";

/*
 * The company's own job postings (/job-postings, /create-job, /edit-job/:id,
 * /internal-jobs; decision 0032). A verified company creates, edits, pauses, closes and reopens
 * them; only its active public ones are on the job board.
 */

export const postingStatuses = ["active", "paused", "closed"] as const;
export type PostingStatus = (typeof postingStatuses)[number];
export const postingVisibilities = ["public", "internal"] as const;
export type PostingVisibility = (typeof postingVisibilities)[number];

/** The spec's job post rules (decision 0032): title min 1, description min 10, location min 1. */
export const POSTING_DESCRIPTION_MIN = 10;
export const POSTING_LIMITS = {
  title: 200,
  description: 10_000,
  location: 200,
  department: 100,
  salaryRange: 100,
  additionalNotes: 2_000,
  skills: 30,
  skill: 50,
} as const;

export const companyPostingMessages = {
  title: "Job title is required",
  titleTooLong: `Job title cannot be longer than ${POSTING_LIMITS.title} characters`,
  description: "Job description is required and should be detailed",
  descriptionTooLong: `Job description cannot be longer than ${POSTING_LIMITS.description.toLocaleString("en-US")} characters`,
  location: "Location is required",
  locationTooLong: `Location cannot be longer than ${POSTING_LIMITS.location} characters`,
  department: `Department cannot be longer than ${POSTING_LIMITS.department} characters`,
  salaryRange: `Salary range cannot be longer than ${POSTING_LIMITS.salaryRange} characters`,
  additionalNotes: `Additional notes cannot be longer than ${POSTING_LIMITS.additionalNotes.toLocaleString("en-US")} characters`,
  skillEmpty: "A skill cannot be empty",
  skillTooLong: `A skill cannot be longer than ${POSTING_LIMITS.skill} characters`,
  skillDuplicate: "This skill is already added",
  skillsTooMany: `A job can list at most ${POSTING_LIMITS.skills} skills`,
  interviewTemplate: "Choose one of your own interview templates",
  locationType: "Choose Remote, Hybrid or On-Site",
  employmentType: "Choose Full-time, Part-time or Contract",
  visibility: "Choose public or internal",
  experienceLevel: "Choose an experience level, or any level",
} as const;

const m = companyPostingMessages;

/** Optional free text: trimmed, and empty stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** The problem with one skill tag in a list, or null; shared by the schema and the tag input. */
export function skillProblem(skill: string, others: readonly string[]): string | null {
  const trimmed = skill.trim();
  if (!trimmed) return m.skillEmpty;
  if (trimmed.length > POSTING_LIMITS.skill) return m.skillTooLong;
  const lower = trimmed.toLowerCase();
  if (others.some((other) => other.trim().toLowerCase() === lower)) return m.skillDuplicate;
  return null;
}

/** Skill tags: trimmed, non-empty, unique regardless of case, a bounded count and length. */
const skillsField = z
  .array(z.string({ error: m.skillEmpty }), { error: m.skillEmpty })
  .max(POSTING_LIMITS.skills, m.skillsTooMany)
  .superRefine((skills, ctx) => {
    for (const [index, skill] of skills.entries()) {
      const problem = skillProblem(skill, skills.slice(0, index));
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return;
      }
    }
  })
  .transform((skills) => skills.map((skill) => skill.trim()))
  .default([]);

/** The create and edit form, one schema for both (the spec's job post rules and messages; decision 0032). */
export const companyPostingInputSchema = z.object({
  title: z.string({ error: m.title }).trim().min(1, m.title).max(POSTING_LIMITS.title, m.titleTooLong),
  description: z
    .string({ error: m.description })
    .trim()
    .min(POSTING_DESCRIPTION_MIN, m.description)
    .max(POSTING_LIMITS.description, m.descriptionTooLong),
  department: optionalText(POSTING_LIMITS.department, m.department),
  locationType: z.enum(boardLocationTypes, { error: m.locationType }).default("Remote"),
  location: z.string({ error: m.location }).trim().min(1, m.location).max(POSTING_LIMITS.location, m.locationTooLong),
  employmentType: z.enum(boardEmploymentTypes, { error: m.employmentType }).default("Full-time"),
  salaryRange: optionalText(POSTING_LIMITS.salaryRange, m.salaryRange),
  skills: skillsField,
  /** The candidates' experience level the job asks for; null: any level (decision 0052). */
  experienceLevel: z.enum(experienceLevelValues, { error: m.experienceLevel }).nullish().default(null),
  additionalNotes: optionalText(POSTING_LIMITS.additionalNotes, m.additionalNotes),
  visibility: z.enum(postingVisibilities, { error: m.visibility }).default("public"),
  /** One of the company's own templates; null asks the candidate's network interview. */
  interviewTemplateId: z.uuid({ error: m.interviewTemplate }).nullish().default(null),
  /**
   * Whether applicants see the AI evaluation of their interview for this posting: the same
   * evidence and scores the company sees, with a short summary (decision 0050). On unless turned off.
   */
  shareAiFeedbackWithCandidates: z.boolean().default(true),
});
export type CompanyPostingInput = z.input<typeof companyPostingInputSchema>;
export type CompanyPostingValues = z.output<typeof companyPostingInputSchema>;

export const companyPostingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string().nullable(),
  location: z.string(),
  locationType: z.enum(boardLocationTypes),
  employmentType: z.enum(boardEmploymentTypes),
  salaryRange: z.string().nullable(),
  skills: z.array(z.string()),
  experienceLevel: z.enum(experienceLevelValues).nullable(),
  descriptionPreview: z.string(),
  status: z.enum(postingStatuses),
  visibility: z.enum(postingVisibilities),
  applicantCount: z.number().int(),
  createdAt: z.iso.datetime(),
  interviewTemplateId: z.string().nullable(),
});
export type CompanyPostingSummary = z.infer<typeof companyPostingSummarySchema>;

export const companyPostingSchema = companyPostingSummarySchema.extend({
  description: z.string(),
  additionalNotes: z.string().nullable(),
  shareAiFeedbackWithCandidates: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type CompanyPosting = z.infer<typeof companyPostingSchema>;

export const postingTabs = ["active", "paused", "closed", "all"] as const;
export type PostingTab = (typeof postingTabs)[number];

export const companyPostingsQuerySchema = pageQuerySchema.extend({
  tab: z.enum(postingTabs).default("active"),
  department: z.string().trim().max(POSTING_LIMITS.department).optional(),
  /** Title, department or location, case-insensitively. */
  search: z.string().trim().max(200).optional(),
  visibility: z.enum([...postingVisibilities, "all"]).default("all"),
});
export type CompanyPostingsQuery = z.input<typeof companyPostingsQuerySchema>;

export const listCompanyPostingsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/postings",
  summary:
    "The signed-in verified company's postings, newest first, one tab at a time, with the count of every tab (for the same visibility, department and search) and the company's departments",
  tags: ["postings"],
  query: companyPostingsQuerySchema,
  response: paginatedSchema(companyPostingSummarySchema).extend({
    /** The tab these items belong to, so a placeholder page of another tab is never shown as this one. */
    tab: z.enum(postingTabs),
    counts: z.object({
      active: z.number().int(),
      paused: z.number().int(),
      closed: z.number().int(),
      all: z.number().int(),
    }),
    departments: z.array(z.string()),
  }),
});

export const getCompanyPostingContract = defineContract({
  method: "GET",
  path: "/api/companies/me/postings/:id",
  summary: "One of the signed-in company's postings, in full",
  tags: ["postings"],
  params: postingIdParams,
  response: companyPostingSchema,
});

export const createCompanyPostingContract = defineContract({
  method: "POST",
  path: "/api/companies/me/postings",
  summary: "Create a posting for the signed-in verified company (active at once)",
  tags: ["postings"],
  body: companyPostingInputSchema,
  response: companyPostingSchema,
  successStatus: 201,
});

export const updateCompanyPostingContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/postings/:id",
  summary: "Replace the fields of one of the signed-in company's postings (its status is changed separately)",
  tags: ["postings"],
  params: postingIdParams,
  body: companyPostingInputSchema,
  response: companyPostingSchema,
});

/** pause: active → paused; close: active or paused → closed; reopen: paused or closed → active. */
export const postingStatusActions = ["pause", "close", "reopen"] as const;
export type PostingStatusAction = (typeof postingStatusActions)[number];

export const postingStatusMessages = {
  action: "Choose pause, close or reopen",
  pause: "Only an active job can be paused.",
  close: "This job is already closed.",
  reopen: "This job is already active.",
} as const;

export const changeCompanyPostingStatusContract = defineContract({
  method: "POST",
  path: "/api/companies/me/postings/:id/status",
  summary: "Pause, close or reopen one of the signed-in company's postings",
  tags: ["postings"],
  params: postingIdParams,
  body: z.object({ action: z.enum(postingStatusActions, { error: postingStatusMessages.action }) }),
  response: companyPostingSchema,
});
