import { z } from "zod";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";
import { boardEmploymentTypes, boardLocationTypes, postingIdParams } from "../postings/contracts";

/*
 * Applying to a posting, and the candidate's own applications (the Applications list,
 * /application-details/{id}; decision 0029). A status is any stored value: the badge shows unknown ones raw.
 */

export const APPLICATION_NOT_FOUND = "Application not found";

export const applyMessages = {
  applied: "Application submitted",
  alreadyApplied: "You have already applied to this job.",
  needsInterviewOrResume:
    "Before you apply, record your OneTake interview or upload your resume, so the company has something to review.",
  failed: "Failed to submit application",
} as const;

/** The spec's previews: an application's description shows its first 150 characters. */
export const APPLICATION_PREVIEW_CHARS = 150;

/** The spec's reject reasons, in the words the candidate sees. The company's own note is never sent. */
export const rejectReasonLabels: Record<string, string> = {
  not_a_fit: "Not the right fit for this role",
  position_filled: "The position has been filled",
  no_response: "No response was received",
  other: "Other reasons",
};

export const applyToPostingContract = defineContract({
  method: "POST",
  path: "/api/postings/:id/applications",
  summary:
    "Applies the signed-in candidate to a posting: reuses the network interview, or creates a pending interview for the posting's template; 409 when already applied",
  tags: ["applications"],
  params: postingIdParams,
  body: z.object({}).strict().optional(),
  response: z.object({
    applicationId: z.string(),
    status: z.string(),
    /** The interview to record for this posting's own questions; null when the network interview is reused. */
    interviewId: z.string().nullable(),
  }),
  successStatus: 201,
});

export const candidateApplicationSummarySchema = z.object({
  id: z.string(),
  status: z.string(),
  postingId: z.string(),
  postingTitle: z.string(),
  companyName: z.string(),
  descriptionPreview: z.string(),
  createdAt: z.iso.datetime(),
});
export type CandidateApplicationSummary = z.infer<typeof candidateApplicationSummarySchema>;

export const listCandidateApplicationsContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/applications",
  summary: "The signed-in candidate's applications to postings, newest first",
  tags: ["applications"],
  query: pageQuerySchema,
  response: paginatedSchema(candidateApplicationSummarySchema),
});

export const applicationInterviewSchema = z.object({
  id: z.string(),
  completed: z.boolean(),
  /** True when the application reuses the candidate's network interview. */
  isNetworkInterview: z.boolean(),
});

export const applicationDecisionSchema = z.object({
  outcome: z.enum(["hired", "not_selected"]),
  /** The reject reason in the candidate's words; null when hired or none given. */
  reason: z.string().nullable(),
});

export const candidateApplicationDetailSchema = z.object({
  id: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime(),
  posting: z.object({
    id: z.string(),
    title: z.string(),
    companyName: z.string(),
    location: z.string(),
    locationType: z.enum(boardLocationTypes),
    employmentType: z.enum(boardEmploymentTypes),
    description: z.string(),
  }),
  history: z.array(z.object({ status: z.string(), at: z.iso.datetime() })),
  /** Null when there is no interview yet (a resume-only application). */
  interview: applicationInterviewSchema.nullable(),
  decision: applicationDecisionSchema.nullable(),
});
export type CandidateApplicationDetail = z.infer<typeof candidateApplicationDetailSchema>;

export const getCandidateApplicationContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/applications/:id",
  summary:
    "One of the signed-in candidate's applications: the posting, its status history, the interview and the company's decision",
  tags: ["applications"],
  params: z.object({ id: z.uuid({ error: APPLICATION_NOT_FOUND }) }),
  response: candidateApplicationDetailSchema,
});
