import { z } from "zod";
import { defineDownloadContract } from "../http/binary-contract";
import { defineContract } from "../http/contract";
import { mediaDownloadQuerySchema } from "../interviews/watch-contracts";
import { candidateBlindStateSchema } from "../companies/blind-review-contracts";
import { publicProfileSchema } from "./contracts";
import { pipelineStatusSchema } from "./pipeline-status-contracts";

export const CANDIDATE_NOT_FOUND = "Candidate not found. They may have left OneTake or you don't have access to them.";
export const CANDIDATE_HAS_NO_RESUME = "This candidate has not uploaded a resume.";

/** The candidate's current resume (Settings → Resume) for the companies that may see them. */
export const companyCandidateResumePath = (profileId: string) =>
  `/api/candidates/${encodeURIComponent(profileId)}/resume`;

/**
 * A candidate as a company that may see them reads it (/candidate-profile/:id): the profile and
 * picture, skills and experience, their current resume (`resumeUrl`, null without one), which
 * interview to play, and the company's own pipeline status. The interview itself, its chapters
 * and the resume attached to it come from the interview's own watch endpoint, under the same rule.
 */
/**
 * One job of the work history as a company reads it. Under blind review (decision 0077) the dates
 * are left out (the duration stands for them), the employer too while the company hides employers,
 * and the id is the company's own.
 */
export const companyWorkExperienceSchema = z.object({
  id: z.string(),
  position: z.string(),
  /** Null: hidden by the company's blind review. */
  companyName: z.string().nullable(),
  /** Null: hidden by blind review (durationMonths stands for them). */
  startDate: z.string().nullable(),
  /** Null: the current job, or hidden by blind review (see current). */
  endDate: z.string().nullable(),
  /** Whole months from start to end (to today for the current job). */
  durationMonths: z.number().int().min(0),
  current: z.boolean(),
  description: z.string().nullable(),
});
export type CompanyWorkExperience = z.infer<typeof companyWorkExperienceSchema>;

export const companyCandidateProfileSchema = publicProfileSchema.extend({
  workExperience: z.array(companyWorkExperienceSchema),
  /** The candidate's network interview, when one was started; the player reads it by id. */
  networkInterviewId: z.string().nullable(),
  /** The viewer's company's stage for the candidate ("pending" without a row); null for an admin, who has no company. */
  pipelineStatus: pipelineStatusSchema.nullable(),
  /**
   * Blind review for the viewer's company (decision 0052); null when it does not review blind
   * and for an admin. While not revealed, the name fields hold the alias and picture, LinkedIn,
   * resume and city are withheld.
   */
  blindReview: candidateBlindStateSchema.nullable(),
});
export type CompanyCandidateProfile = z.infer<typeof companyCandidateProfileSchema>;

export const getCompanyCandidateProfileContract = defineContract({
  method: "GET",
  path: "/api/candidates/:id",
  summary: "A candidate's profile for a verified company that may see them (pool or applicant) or an admin",
  tags: ["candidates"],
  params: z.object({ id: z.string().min(1).max(100) }),
  response: companyCandidateProfileSchema,
});

export const companyCandidateResumeContract = defineDownloadContract({
  path: "/api/candidates/:id/resume",
  summary:
    "A candidate's current resume for a verified company that may see them (pool or applicant) or an admin; ?download=1 saves it",
  tags: ["candidates"],
  params: z.object({ id: z.string().min(1).max(100) }),
  query: mediaDownloadQuerySchema,
});
