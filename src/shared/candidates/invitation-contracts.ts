import { z } from "zod";
import { defineContract } from "../http/contract";
import { companyCandidateParams } from "./pipeline-status-contracts";

/** How many invitations one company may send in 24 hours: a recruiter's day, never a mail blast. */
export const MAX_INVITATIONS_PER_DAY = 50;

export const invitationMessages = {
  sent: "Invitation sent",
  failed: "The invitation was not sent. Try again.",
  postingRequired: "Choose one of your job postings.",
  postingNotFound: "Job posting not found. You can invite candidates only to your own company's postings.",
  postingNotOpen:
    "This job posting is not on the job board (paused, closed or internal), so the candidate could not apply to it.",
  alreadyApplied: "This candidate has already applied to this job.",
  alreadyInvited: "You have already invited this candidate to this job.",
  dailyLimit: `Your company has sent ${MAX_INVITATIONS_PER_DAY} invitations in the last 24 hours, the most allowed. Try again tomorrow.`,
} as const;

/** One of the company's postings on the job board, as the invite dialog lists it for one candidate. */
export const invitationPostingSchema = z.object({
  postingId: z.string(),
  title: z.string(),
  location: z.string(),
  createdAt: z.iso.datetime(),
  /** When this company invited the candidate to it; null when not yet. */
  invitedAt: z.iso.datetime().nullable(),
  /** When the candidate applied to it; null when they have not. */
  appliedAt: z.iso.datetime().nullable(),
});
export type InvitationPosting = z.infer<typeof invitationPostingSchema>;

export const listCandidateInvitationsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/candidates/:profileId/invitations",
  summary:
    "The caller's company's active public postings, each with whether this candidate was already invited to it or applied (verified companies only)",
  tags: ["candidates", "companies"],
  params: companyCandidateParams,
  response: z.object({ postings: z.array(invitationPostingSchema) }),
});

export const inviteCandidateContract = defineContract({
  method: "POST",
  path: "/api/companies/me/candidates/:profileId/invitations",
  summary:
    "Invites a candidate the company may see to apply to one of its active public postings, and e-mails them (if they allow job alerts)",
  tags: ["candidates", "companies"],
  params: companyCandidateParams,
  body: z.object({ postingId: z.uuid({ error: invitationMessages.postingRequired }) }).strict(),
  response: z.object({ postingId: z.string(), invitedAt: z.iso.datetime() }),
  successStatus: 201,
});
