import { z } from "zod";
import { passwordSchema } from "../accounts/password";
import { defineContract } from "../http/contract";

/** How long the resume form's claim link works (decision 0045). */
export const RESUME_CLAIM_HOURS = 72;

export const resumeClaimMessages = {
  invalidLink: "This link is invalid, expired or already used.",
  claimed: "Your account is ready",
} as const;

export const claimResumeAccountSchema = z.object({
  token: z.string().min(20, resumeClaimMessages.invalidLink).max(200, resumeClaimMessages.invalidLink),
  password: passwordSchema,
});
export type ClaimResumeAccountInput = z.input<typeof claimResumeAccountSchema>;

/**
 * The claim link's page posts the token and a new password. The account is a candidate with the
 * submission's name, e-mail, role interest and resume, its e-mail verified by the click; the
 * answer signs the browser in (a session cookie). A token that is unknown, expired or used, or
 * whose address got an account meanwhile, is the same 404.
 */
export const claimResumeAccountContract = defineContract({
  method: "POST",
  path: "/api/leads/resume-claims",
  summary: "Turn a resume-only submission into a candidate account with the mailed link's token and a new password",
  tags: ["leads"],
  body: claimResumeAccountSchema,
  response: z.object({ ok: z.literal(true) }),
});
