import { z } from "zod";
import { defineContract } from "../http/contract";
import { companyCandidateParams } from "../candidates/pipeline-status-contracts";

/*
 * Blind review (decision 0052): while a company has it on, every company-facing view of a
 * candidate shows a stable alias instead of the name, no photo, e-mail or LinkedIn, and the
 * location only as a country or "Remote"/"Hybrid". The company reveals one candidate only after
 * it scored or noted them.
 */

export const blindReviewMessages = {
  title: "Blind review",
  explanation:
    "Hide applicants' and pool candidates' names, photos, e-mail, LinkedIn and city. Each candidate shows as an alias such as “Candidate K7P2QX” until your team scores or notes their interview and reveals them.",
  enabled: "Blind review is on",
  disabled: "Blind review is off",
  saveFailed: "Blind review was not changed. Try again.",
  revealExplanation:
    "Names stay hidden until your team has scored or noted this candidate's interview. Reveal them once you have.",
  revealButton: "Reveal candidate",
  revealed: "Candidate revealed",
  revealFailed: "The candidate was not revealed",
  /** 409: the company has neither scored nor noted the candidate. */
  scoreOrNoteFirst:
    "Score or note this candidate's interview first: a candidate can be revealed only after your team has scored or noted them.",
  /** 409: the company does not review blind, so there is nothing to reveal. */
  notBlind: "Blind review is off for your company: candidates' names are already shown.",
  /** 403: a resume shows the name, so it stays closed until the reveal. */
  resumeHidden:
    "This resume shows the candidate's name. Score or note the interview, then reveal the candidate to open it.",
  revealedBadge: "Revealed",
  hideEmployersLabel: "Also hide employer names",
  hideEmployersExplanation:
    "Work history then shows roles and how long each lasted, without the company names. Dates are always shown as durations only.",
  employerHidden: "Employer hidden for blind review",
  employersHidden: "Employer names are hidden",
  employersShown: "Employer names are shown",
} as const;

/**
 * The switch and what it hides besides name, photo, contact and city, which it always hides
 * (decision 0077): employer names (on by default). Dates in the work history are always shown
 * as durations only.
 */
export const blindReviewSettingSchema = z
  .object({
    enabled: z.boolean(),
    /** Employer names in the work history, and wherever the bio or a job's description repeats them. */
    hideEmployers: z.boolean(),
  })
  .strict();
export type BlindReviewSetting = z.infer<typeof blindReviewSettingSchema>;

/** A change: either part, the other as it was. */
export const blindReviewSettingUpdateSchema = blindReviewSettingSchema.partial().strict();
export type BlindReviewSettingUpdate = z.infer<typeof blindReviewSettingUpdateSchema>;

/**
 * How blind review stands for one candidate in a company's single-candidate views; null where the
 * company does not review blind (and for admins, who always see names).
 */
export const candidateBlindStateSchema = z.object({
  /** The candidate's alias for this company, e.g. "Candidate K7P2QX". */
  alias: z.string(),
  revealed: z.boolean(),
  /** The company has scored or noted the candidate, so a reveal is allowed. */
  mayReveal: z.boolean(),
});
export type CandidateBlindState = z.infer<typeof candidateBlindStateSchema>;

export const getBlindReviewContract = defineContract({
  method: "GET",
  path: "/api/companies/me/blind-review",
  summary: "Whether the signed-in company reviews candidates blind",
  tags: ["companies"],
  response: blindReviewSettingSchema,
});

export const updateBlindReviewContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/blind-review",
  summary: "Turns blind review on or off, or whether it hides employer names, for the signed-in company (audited)",
  tags: ["companies"],
  body: blindReviewSettingUpdateSchema,
  response: blindReviewSettingSchema,
});

export const revealCandidateContract = defineContract({
  method: "POST",
  path: "/api/companies/me/candidates/:profileId/reveal",
  summary:
    "Reveals a candidate's name to a blind-review company, allowed only after it scored or noted them (verified companies; audited)",
  tags: ["companies", "candidates"],
  params: companyCandidateParams,
  response: candidateBlindStateSchema,
});
