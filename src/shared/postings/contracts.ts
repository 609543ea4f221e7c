import { z } from "zod";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";
import { experienceLevelValues } from "../accounts/candidate-application";

/*
 * The job board ("Applying to jobs", decision 0029): signed-in candidates browse the active public
 * postings of verified companies, search and filter them, and open one to apply.
 */

export const POSTING_NOT_FOUND = "Job posting not found";

/** The same values as the job_postings columns; the board's filters offer exactly these. */
export const boardLocationTypes = ["Remote", "Hybrid", "On-Site"] as const;
export const boardEmploymentTypes = ["Full-time", "Part-time", "Contract"] as const;

/** The spec's previews: a job description shows its first 200 characters in a list. */
export const POSTING_PREVIEW_CHARS = 200;

export const boardPostingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  /** The company's logo (companyLogoUrl), or null when it has none. */
  companyLogoUrl: z.string().nullable(),
  location: z.string(),
  locationType: z.enum(boardLocationTypes),
  employmentType: z.enum(boardEmploymentTypes),
  department: z.string().nullable(),
  salaryRange: z.string().nullable(),
  skills: z.array(z.string()),
  /** The experience level the job asks for; null: any level. */
  experienceLevel: z.enum(experienceLevelValues).nullable(),
  descriptionPreview: z.string(),
  createdAt: z.iso.datetime(),
  /** The caller's application to this posting, if they applied. */
  applicationId: z.string().nullable(),
});
export type BoardPostingSummary = z.infer<typeof boardPostingSummarySchema>;

export const boardQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  locationType: z.enum(boardLocationTypes).optional(),
  employmentType: z.enum(boardEmploymentTypes).optional(),
  /** One skill, matched case-insensitively against the posting's skills. */
  skill: z.string().trim().max(100).optional(),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;

export const listBoardPostingsContract = defineContract({
  method: "GET",
  path: "/api/postings",
  summary:
    "The job board: active public postings of verified companies, newest first, with text search and filters (signed-in candidates)",
  tags: ["postings"],
  query: boardQuerySchema,
  response: paginatedSchema(boardPostingSummarySchema),
});

export const boardPostingDetailSchema = boardPostingSummarySchema.extend({
  description: z.string(),
  additionalNotes: z.string().nullable(),
  /** True when the company asks its own questions; otherwise the network interview is reused. */
  hasCustomInterview: z.boolean(),
  /** When the posting's company invited the caller to apply (decision 0037); null when it did not. */
  invitedAt: z.iso.datetime().nullable(),
});
export type BoardPostingDetail = z.infer<typeof boardPostingDetailSchema>;

export const postingIdParams = z.object({ id: z.uuid({ error: POSTING_NOT_FOUND }) });

export const getBoardPostingContract = defineContract({
  method: "GET",
  path: "/api/postings/:id",
  summary: "One job board posting with its description and whether the caller applied",
  tags: ["postings"],
  params: postingIdParams,
  response: boardPostingDetailSchema,
});
