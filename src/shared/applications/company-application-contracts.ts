import { z } from "zod";
import { evaluationStates } from "../evaluation/evaluation-state";
import { defineDownloadContract } from "../http/binary-contract";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";
import { companyCandidateProfileSchema } from "../candidates/candidate-profile-contracts";
import { mediaDownloadQuerySchema } from "../interviews/watch-contracts";
import { matchFields } from "../matching/match-contracts";
import { postingIdParams } from "../postings/contracts";
import { APPLICATION_NOT_FOUND } from "./contracts";

/*
 * A company's applicants and its hiring decisions ("Applicants and decisions", decision 0034; the spec's
 * hiring rules and messages): the applicants of one of its own postings, one application as the
 * company reviews it, and the decision. Another company's posting or application is a 404.
 */

/**
 * "ai_score": the reviewed interview's AI score, highest first, the unscored last (decision 0050).
 * "match": the stored match score for the posting, highest first, the unscored last (decision 0052).
 */
export const applicantSorts = ["newest", "oldest", "name", "status", "ai_score", "match"] as const;
export type ApplicantSort = (typeof applicantSorts)[number];

/** Where the application's interview stands: none or unopened, started, or recorded. */
export const interviewProgresses = ["not_started", "in_progress", "completed"] as const;
export type InterviewProgress = (typeof interviewProgresses)[number];

/** The stored application statuses (the spec's application statuses). */
export const applicationStatuses = [
  "pending",
  "interview_scheduled",
  "completed",
  "reviewed",
  "rejected",
  "hired",
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The application statuses a filter offers: every stored one. */
export const applicantStatusFilters = applicationStatuses;

/** The company's decision on an application, once it has made one. */
export const hiredStatuses = ["hired", "not_hired"] as const;

/** The spec's reject reasons, as stored (decision 0034). */
export const notHiredReasons = ["not_a_fit", "position_filled", "no_response", "other"] as const;
export type NotHiredReason = (typeof notHiredReasons)[number];

/** The reasons as the company picks them in the 'Not a Good Fit' dialog. */
export const notHiredReasonOptions: Record<NotHiredReason, string> = {
  not_a_fit: "Not a fit for the role",
  position_filled: "Position already filled",
  no_response: "Candidate did not respond",
  other: "Other",
};

export const NOTE_MAX_CHARS = 2000;

export const hiringMessages = {
  /** The spec's toasts; the first takes the candidate's full name. */
  markedHired: (name: string) => `${name} marked as hired`,
  markedHiredDescription: "Congratulations on finding a great candidate!",
  feedbackRecorded: "Feedback recorded",
  updateFailed: "Failed to update status",
  updateFailedDescription: "Please try again or contact support.",
  feedbackFailed: "Failed to submit feedback",
  reasonRequired: "Please choose a reason",
  noteTooLong: `The note can be at most ${NOTE_MAX_CHARS} characters.`,
  noResume: "This candidate has not uploaded a resume.",
  /** The confirmation before Mark as Hired; takes the candidate's full name. */
  confirmHiredTitle: (name: string) => `Mark ${name} as hired?`,
  confirmHiredDescription: (name: string) =>
    `${name} will be e-mailed that you chose them. You can undo this for a short while before the e-mail goes out.`,
  undone: "Decision undone",
  undoneDescription: "The candidate will not hear of it.",
  undoFailed: "Could not undo the decision",
  /** 409: the candidate has been told already, or there is nothing to undo. */
  nothingToUndo: "This decision can no longer be undone: the candidate has already been told.",
} as const;

export const postingApplicantsQuerySchema = pageQuerySchema.extend({
  sort: z.enum(applicantSorts).default("newest"),
  status: z.enum(applicantStatusFilters).optional(),
  interview: z.enum(interviewProgresses).optional(),
});
export type PostingApplicantsQuery = z.input<typeof postingApplicantsQuerySchema>;

export const postingApplicantSchema = z.object({
  applicationId: z.string(),
  /** The candidate's profile id (what /candidate-profile/:id takes). */
  profileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  status: z.string(),
  hiredStatus: z.enum(hiredStatuses).nullable(),
  /** Never any accommodation: extra time is confidential to the candidate (decision 0046). */
  interview: z.object({ progress: z.enum(interviewProgresses) }),
  /** The reviewed interview's overall AI score (interviews.score), null when unscored (decision 0050). */
  aiScore: z.number().int().nullable(),
  /** Its current evaluation in the word every view uses (decision 0069). */
  aiFeedbackState: z.enum(evaluationStates),
  /** The AI feedback's first AI_FEEDBACK_PREVIEW_LENGTH characters (the spec's preview). */
  aiFeedbackPreview: z.string().nullable(),
  /**
   * The company hides the AI's scores from this member until they submit their scorecard of this
   * application (decision 0085): aiScore, the preview and the match's AI figure are then null.
   */
  aiScoresHidden: z.boolean(),
  /** Scorecards submitted, and members assigned to score the application (decision 0085). */
  scorecards: z.object({ done: z.number().int(), assigned: z.number().int() }),
  appliedAt: z.iso.datetime(),
  /** The candidate's match for this posting (decision 0052); null until it is computed. */
  ...matchFields,
});
export type PostingApplicant = z.infer<typeof postingApplicantSchema>;

export const postingApplicantsSchema = paginatedSchema(postingApplicantSchema).extend({
  posting: z.object({ id: z.string(), title: z.string(), status: z.string() }),
  /**
   * The company reviews blind (decision 0052): applicants show by alias, and the name sort is
   * not offered, since an order by real names would tell them apart (the server then sorts newest first).
   */
  namesHidden: z.boolean(),
});
export type PostingApplicants = z.infer<typeof postingApplicantsSchema>;

const applicationParams = z.object({ id: z.uuid({ error: APPLICATION_NOT_FOUND }) });

export const listPostingApplicantsContract = defineContract({
  method: "GET",
  path: "/api/companies/me/postings/:id/applicants",
  summary:
    "The applicants of one of the caller's postings, paged on the server, sorted and filtered by application and interview status (verified companies)",
  tags: ["applications"],
  params: postingIdParams,
  query: postingApplicantsQuerySchema,
  response: postingApplicantsSchema,
});

export const hiringDecisionSchema = z.object({
  hiredStatus: z.enum(hiredStatuses).nullable(),
  notHiredReason: z.enum(notHiredReasons).nullable(),
  /** The company's own note: never sent to the candidate. */
  notHiredNote: z.string().nullable(),
  /**
   * While the candidate has not been told yet (decision 0048): when they will be, and until then
   * whether the latest change can be undone. Null once the candidate knows where they stand.
   */
  pendingNotice: z.object({ at: z.iso.datetime(), undoable: z.boolean() }).nullable(),
});
export type HiringDecision = z.infer<typeof hiringDecisionSchema>;

/**
 * What the AI said about the interview: the current evaluation's summary and score; null until
 * there is one. The legacy free-form `ai_feedback` JSON is not passed on: no rule redacts what an
 * unknown shape holds.
 */
export const interviewFeedbackSchema = z.object({
  feedback: z.string().nullable(),
  score: z.number().int().nullable(),
});

export const companyApplicationSchema = z.object({
  id: z.string(),
  status: z.string(),
  appliedAt: z.iso.datetime(),
  posting: z.object({ id: z.string(), title: z.string() }),
  candidate: companyCandidateProfileSchema.omit({ networkInterviewId: true, pipelineStatus: true, resumeUrl: true }),
  /** Null when the candidate has no resume on their profile. */
  resumeUrl: z.string().nullable(),
  /** The interview to play through the watch endpoints; null for a resume-only application. */
  interview: z
    .object({
      id: z.string(),
      progress: z.enum(interviewProgresses),
      isNetworkInterview: z.boolean(),
      aiFeedback: interviewFeedbackSchema.nullable(),
      /** The AI's feedback is hidden from this member until they submit their scorecard (decision 0085). */
      aiScoresHidden: z.boolean(),
    })
    .nullable(),
  decision: hiringDecisionSchema,
  /** The member whose decision stands ("Marked hired by Dana Kim"; decision 0082); null with none. */
  decidedBy: z.string().nullable(),
});
export type CompanyApplication = z.infer<typeof companyApplicationSchema>;

export const getCompanyApplicationContract = defineContract({
  method: "GET",
  path: "/api/companies/me/applications/:id",
  summary:
    "One application to the caller's posting as the company reviews it: the candidate, the resume, the interview, any AI feedback and the hiring decision",
  tags: ["applications"],
  params: applicationParams,
  response: companyApplicationSchema,
});

export const companyApplicationResumeContract = defineDownloadContract({
  path: "/api/companies/me/applications/:id/resume",
  summary: "The resume on the applicant's profile, for the company the application went to; ?download=1 saves it",
  tags: ["applications"],
  params: applicationParams,
  query: mediaDownloadQuerySchema,
});

export const decisionInputSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("hired") }).strict(),
    z
      .object({
        decision: z.literal("not_hired"),
        reason: z.enum(notHiredReasons, { error: hiringMessages.reasonRequired }),
        note: z.string().trim().max(NOTE_MAX_CHARS, { error: hiringMessages.noteTooLong }).optional(),
      })
      .strict(),
  ],
  { error: hiringMessages.reasonRequired },
);
export type DecisionInput = z.input<typeof decisionInputSchema>;

export const decideApplicationContract = defineContract({
  method: "PUT",
  path: "/api/companies/me/applications/:id/decision",
  summary:
    "Marks an applicant hired or not hired (with a reason and an optional internal note); audited and e-mailed to the candidate in one transaction",
  tags: ["applications"],
  params: applicationParams,
  body: decisionInputSchema,
  response: z.object({ status: z.string(), decision: hiringDecisionSchema }),
});

export const undoDecisionContract = defineContract({
  method: "POST",
  path: "/api/companies/me/applications/:id/decision/undo",
  summary:
    "Takes back the latest hiring decision while the candidate has not been told of it yet (409 once they have); audited",
  tags: ["applications"],
  params: applicationParams,
  body: z.object({}).strict().optional(),
  response: z.object({ status: z.string(), decision: hiringDecisionSchema }),
});
