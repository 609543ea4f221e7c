import { z } from "zod";
import { defineContract } from "../http/contract";
import { publicProfileSchema } from "./contracts";
import { pipelineStatusSchema } from "./pipeline-status-contracts";

export const CANDIDATE_NOT_FOUND = "Candidate not found. They may have left OneTake or you don't have access to them.";

/**
 * A candidate as a company that may see them reads it (/candidate-profile/:id): the profile and
 * picture, skills and experience, which interview to play, and the company's own pipeline status. The interview itself, its chapters and its
 * resume come from the interview's own watch endpoint, under the same access rule.
 */
export const companyCandidateProfileSchema = publicProfileSchema.omit({ resumeUrl: true }).extend({
  /** The candidate's network interview, when one was started; the player reads it by id. */
  networkInterviewId: z.string().nullable(),
  /** The viewer's company's stage for the candidate ("pending" without a row); null for an admin, who has no company. */
  pipelineStatus: pipelineStatusSchema.nullable(),
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
