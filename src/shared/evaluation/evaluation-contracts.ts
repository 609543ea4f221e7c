import { z } from "zod";
import { defineDownloadContract } from "../http/binary-contract";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";
import { followUpResultCountSchema } from "../interviews/follow-up-contracts";

/*
 * The AI evaluation of an interview as people see it (decision 0050): per question the
 * transcript with word timings, per criterion the verified quotes, the rationale and a score or
 * "insufficient evidence", the flags, who produced it, and a person's overrides beside it.
 * Everything here follows the recording's access rules (decision 0021).
 */

export const evaluationStatuses = ["queued", "transcribing", "evaluating", "done", "failed"] as const;
export type EvaluationStatus = (typeof evaluationStatuses)[number];

export const EVALUATION_REASON_MAX = 1000;
export const REVIEW_MESSAGE_MAX = 2000;
export const TRANSCRIPT_CORRECTION_MAX = 20_000;
/** Lists show this much of the AI feedback (the spec's preview length). */
export const AI_FEEDBACK_PREVIEW_LENGTH = 150;
/**
 * An answer with less speech than this is never scored, whatever a model says. Here because the
 * web states it; the server's scoring policy (`src/server/domain/evaluation/scoring-policy.ts`)
 * is where it is applied.
 */
export const MIN_SPEECH_SECONDS_TO_SCORE = 10;

export const evaluationMessages = {
  notFound: "This interview has no evaluation yet.",
  overrideReason: "Give a reason for overriding the AI.",
  overrideScore: "Choose a score from 1 to 5, or 0 to 100 for the overall score.",
  unknownCriterion: "That criterion is not part of this evaluation.",
  reasonTooLong: `Keep the reason under ${EVALUATION_REASON_MAX} characters.`,
  reviewMessage: "Tell the reviewer what you would like them to look at again.",
  reviewMessageTooLong: `Keep the message under ${REVIEW_MESSAGE_MAX} characters.`,
  reviewAlreadyOpen: "You already asked for a human review of this interview. You will hear back when it is answered.",
  reviewAnswer: "Write an answer to the candidate.",
  correctionEmpty: "The corrected transcript cannot be empty.",
  correctionTooLong: `Keep the transcript under ${TRANSCRIPT_CORRECTION_MAX} characters.`,
  noTranscript: "This answer has no transcript to correct.",
  notFailed: "Only a failed evaluation, or one whose worker stopped, can be retried.",
  notEvaluable: "This interview has no finished recording to evaluate.",
  humanOnly: "The candidate chose a human-only review: this interview gets no AI score.",
  overrideNotOwner: "Only the company that owns this application can override its evaluation.",
  notFinished: "The evaluation is not finished yet.",
  reviewRequestNotFound: "This review request does not exist.",
  reviewAlreadyAnswered: "This review request has already been answered.",
  /** What a candidate reads of a failed evaluation: the provider's own error text is for the company and admins. */
  failedForCandidate:
    "Your interview could not be evaluated this time. The team has been told and can run it again; your recording is safe.",
  correctionWaiting:
    "Your earlier correction of this answer is waiting for review. You can correct it again once it is accepted or declined.",
  correctionRequestNotFound: "This correction request does not exist.",
  correctionAlreadyDecided: "This correction has already been accepted or declined.",
} as const;

export const timedWordSchema = z.object({
  text: z.string(),
  start: z.number(),
  end: z.number(),
  /** How sure the transcriber was of the word, 0–1, where it says (the offline provider; decision 0088). */
  confidence: z.number().min(0).max(1).optional(),
  /** Below the confidence threshold: shown as a gap, never as what was said, and trusted by nothing. */
  uncertain: z.literal(true).optional(),
});
export type TimedWord = z.infer<typeof timedWordSchema>;

/** A quote the server found word for word in the transcript, with the seconds it was said at. */
export const verifiedQuoteSchema = z.object({
  text: z.string(),
  startSeconds: z.number(),
  endSeconds: z.number(),
});
export type VerifiedQuote = z.infer<typeof verifiedQuoteSchema>;

/**
 * A quote as people see it: where it rests on words the candidate corrected, the words first
 * transcribed over the same seconds ("" when nothing was heard there); null otherwise (decision 0069).
 */
export const quoteViewSchema = verifiedQuoteSchema.extend({ firstTranscribed: z.string().nullable() });
export type QuoteView = z.infer<typeof quoteViewSchema>;

/**
 * Why a criterion has no score: no quote survived verification, the answer had under
 * MIN_SPEECH_SECONDS_TO_SCORE of speech, the model found none, the answer spoke to the
 * evaluator (possible injection: a person scores it), or one run scored while the other found no
 * evidence (a person judges it).
 */
export const insufficientReasons = [
  "no-verified-quote",
  "too-little-speech",
  "model",
  "possible-injection",
  "runs-disagree",
] as const;
export type InsufficientReason = (typeof insufficientReasons)[number];

export const criterionScoreSchema = z.union([z.number().int().min(1).max(5), z.literal("insufficient_evidence")]);
export type CriterionScore = z.infer<typeof criterionScoreSchema>;

export const overrideViewSchema = z.object({
  id: z.string(),
  /** 1–5 for a criterion, 0–100 for the overall score. */
  score: z.number().int(),
  reason: z.string(),
  byName: z.string(),
  createdAt: z.iso.datetime(),
  /** Made on an earlier assessment of this interview and carried over to this one (decision 0069). */
  carried: z.boolean(),
  /** Carried over where the evidence then changed: the reviewer is asked to confirm it. */
  needsConfirmation: z.boolean(),
});
export type OverrideView = z.infer<typeof overrideViewSchema>;

export const criterionResultSchema = z.object({
  key: z.string(),
  competency: z.string(),
  score: criterionScoreSchema,
  insufficientReason: z.enum(insufficientReasons).nullable(),
  rationale: z.string(),
  quotes: z.array(quoteViewSchema),
  /** The two independent runs' scores. */
  runScores: z.array(criterionScoreSchema),
  lowAgreement: z.boolean(),
  quotesDropped: z.number().int(),
  /** The latest override by a person; the AI result above stays as it was. */
  override: overrideViewSchema.nullable(),
});
export type CriterionResult = z.infer<typeof criterionResultSchema>;

export const answerSignalsSchema = z.object({
  speechSeconds: z.number(),
  answered: z.boolean(),
  /** Share of the question's time limit the answer used, 0–1. */
  timeLimitShare: z.number(),
});
export type AnswerSignals = z.infer<typeof answerSignalsSchema>;

export const transcriptViewSchema = z.object({
  provider: z.string(),
  model: z.string(),
  /** The offline provider's transcript: labelled a rough automatic transcript. */
  rough: z.boolean(),
  /**
   * Every word heard. Where the transcriber gave confidences (decision 0088), the words it was
   * unsure of are marked `uncertain`: shown as a gap, never as what was said. Word times are
   * seconds of the whole recording, so they seek the player directly.
   */
  words: z.array(timedWordSchema),
  /** The words believed: what search, matching and captions read. */
  text: z.string(),
  /** Too uncertain to transcribe offline: the believed words covered too little of the speech. */
  withheld: z.boolean(),
  /** The candidate's correction, shown as a correction; the original above is kept. */
  correction: z.object({ text: z.string(), createdAt: z.iso.datetime() }).nullable(),
});
export type TranscriptView = z.infer<typeof transcriptViewSchema>;

export const questionEvaluationSchema = z.object({
  index: z.number().int(),
  /** Its number among the questions every candidate is asked: "Question 3" (the slot may be later). */
  number: z.number().int(),
  question: z.string(),
  /**
   * The follow-up the AI interviewer asked after it, if any (decision 0055): its answer is part
   * of this one, transcribed and assessed with it.
   */
  followUp: z.string().nullable(),
  startSeconds: z.number().nullable(),
  signals: answerSignalsSchema,
  /** Null with the reason when there is none (no pocketsphinx, no speech). */
  transcript: transcriptViewSchema.nullable(),
  transcriptUnavailableReason: z.string().nullable(),
  possibleInjection: z.boolean(),
  /**
   * The candidate's latest correction of this answer that was too large to apply at once
   * (decision 0069), as it stands: open until the reviewer accepts or declines it. Shown to the
   * candidate and to the reviewer it is addressed to; null for everyone else.
   */
  correctionRequest: z
    .object({
      id: z.string(),
      text: z.string(),
      /** The transcript as heard when it was asked for. */
      originalText: z.string(),
      status: z.enum(["open", "accepted", "declined"]),
      createdAt: z.iso.datetime(),
      decidedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  criteria: z.array(criterionResultSchema),
  summary: z.string().nullable(),
});
export type QuestionEvaluation = z.infer<typeof questionEvaluationSchema>;

export const evaluationViewSchema = z.object({
  id: z.string(),
  interviewId: z.string(),
  status: z.enum(evaluationStatuses),
  failureReason: z.string().nullable(),
  /** "openai" or "offline"; the UI always says which provider and model produced a result. */
  provider: z.string(),
  chatModel: z.string().nullable(),
  transcribeModel: z.string().nullable(),
  rubricVersion: z.string(),
  /** The offline provider measures signals only: "interview signals, not an AI judgement". */
  scoresContent: z.boolean(),
  humanReviewOnly: z.boolean(),
  /**
   * The company hides the AI's scores from this member until they submit their scorecard
   * (decision 0085): no overall, summary or criteria, only the transcript and measured signals.
   */
  aiScoresHidden: z.boolean(),
  overallScore: z.number().int().min(0).max(100).nullable(),
  /**
   * What the overall rests on: "based on 5 of 7 answers". Below `needed` scored answers there is
   * no overall (decision 0069).
   */
  overallBasis: z.object({
    scoredAnswers: z.number().int(),
    answers: z.number().int(),
    needed: z.number().int(),
  }),
  overallOverride: overrideViewSchema.nullable(),
  summary: z.string().nullable(),
  /** The short constructive summary written for the candidate. */
  candidateSummary: z.string().nullable(),
  questions: z.array(questionEvaluationSchema),
  completedAt: z.iso.datetime().nullable(),
  /** What the caller may do here. */
  canOverride: z.boolean(),
  canRetry: z.boolean(),
  canCorrect: z.boolean(),
  /** The reviewer a correction request is addressed to: the owning company, or an admin for the network interview. */
  canDecideCorrections: z.boolean(),
  canRequestReview: z.boolean(),
  reviewRequest: z
    .object({
      id: z.string(),
      message: z.string(),
      status: z.enum(["open", "answered"]),
      response: z.string().nullable(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
});
export type EvaluationView = z.infer<typeof evaluationViewSchema>;

const interviewParams = z.object({ id: z.uuid() });

export const getInterviewEvaluationContract = defineContract({
  method: "GET",
  path: "/api/interviews/:id/evaluation",
  summary: "The interview's current AI evaluation with transcripts, verified quotes, flags and overrides",
  tags: ["evaluation"],
  params: interviewParams,
  response: evaluationViewSchema,
});

export const interviewCaptionsContract = defineDownloadContract({
  path: "/api/interviews/:id/captions.vtt",
  summary: "The interview's transcript as a WebVTT captions track (corrections applied)",
  tags: ["evaluation"],
  params: interviewParams,
});

export const retryEvaluationContract = defineContract({
  method: "POST",
  path: "/api/interviews/:id/evaluation/retry",
  summary: "Runs a failed evaluation again (the owning company or an admin)",
  tags: ["evaluation"],
  params: interviewParams,
  response: evaluationViewSchema,
  successStatus: 202,
  errorStatuses: [409],
});

export const overrideBodySchema = z.object({
  /** Both null: the overall score. */
  questionIndex: z.number().int().min(0).nullable(),
  criterionKey: z.string().max(40).nullable(),
  score: z.number({ error: evaluationMessages.overrideScore }).int(evaluationMessages.overrideScore),
  reason: z
    .string()
    .trim()
    .min(1, evaluationMessages.overrideReason)
    .max(EVALUATION_REASON_MAX, evaluationMessages.reasonTooLong),
});
export type OverrideBody = z.infer<typeof overrideBodySchema>;

export const overrideEvaluationContract = defineContract({
  method: "POST",
  path: "/api/interviews/:id/evaluation/overrides",
  summary: "A reviewer overrides a criterion or the overall score, with a reason; the AI result is kept",
  tags: ["evaluation"],
  params: interviewParams,
  body: overrideBodySchema,
  response: evaluationViewSchema,
  successStatus: 201,
});

export const correctTranscriptBodySchema = z.object({
  questionIndex: z.number().int().min(0),
  text: z
    .string()
    .trim()
    .min(1, evaluationMessages.correctionEmpty)
    .max(TRANSCRIPT_CORRECTION_MAX, evaluationMessages.correctionTooLong),
});

export const correctTranscriptContract = defineContract({
  method: "POST",
  path: "/api/interviews/:id/transcript-corrections",
  summary:
    "The candidate corrects an answer's transcript. A fix of misheard words applies at once and the interview is re-assessed; a larger change waits for the reviewer to accept it (409 while one waits)",
  tags: ["evaluation"],
  params: interviewParams,
  body: correctTranscriptBodySchema,
  response: evaluationViewSchema,
  successStatus: 201,
  errorStatuses: [409],
});

export const requestReviewBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, evaluationMessages.reviewMessage)
    .max(REVIEW_MESSAGE_MAX, evaluationMessages.reviewMessageTooLong),
});

export const requestHumanReviewContract = defineContract({
  method: "POST",
  path: "/api/interviews/:id/review-requests",
  summary:
    "The candidate asks for a human review with a message (the company, or OneTake's admins for the network interview)",
  tags: ["evaluation"],
  params: interviewParams,
  body: requestReviewBodySchema,
  response: evaluationViewSchema,
  successStatus: 201,
  errorStatuses: [409],
});

export const reviewRequestSummarySchema = z.object({
  id: z.string(),
  interviewId: z.string(),
  applicationId: z.string(),
  /**
   * The candidate's profile id (what /candidate-profile/:id takes): where admins review a network
   * interview, which has no company application page. Optional until the list fills it.
   */
  candidateProfileId: z.string().optional(),
  candidateName: z.string(),
  /** The posting's title, or the network interview's. */
  interviewTitle: z.string(),
  message: z.string(),
  status: z.enum(["open", "answered"]),
  response: z.string().nullable(),
  createdAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
});
export type ReviewRequestSummary = z.infer<typeof reviewRequestSummarySchema>;

export const listReviewRequestsContract = defineContract({
  method: "GET",
  path: "/api/review-requests",
  summary:
    "Human review requests addressed to the caller: a company's for its postings, admins' for network interviews",
  tags: ["evaluation"],
  query: pageQuerySchema.extend({ status: z.enum(["open", "answered", "all"]).default("open") }),
  response: paginatedSchema(reviewRequestSummarySchema),
});

export const answerReviewRequestContract = defineContract({
  method: "POST",
  path: "/api/review-requests/:id/answer",
  summary: "Answers a candidate's human review request; the candidate is told by e-mail",
  tags: ["evaluation"],
  params: z.object({ id: z.uuid() }),
  body: z.object({
    response: z
      .string()
      .trim()
      .min(1, evaluationMessages.reviewAnswer)
      .max(REVIEW_MESSAGE_MAX, evaluationMessages.reviewMessageTooLong),
  }),
  response: reviewRequestSummarySchema,
  errorStatuses: [409],
});

export const evaluationAdminSummarySchema = z.object({
  id: z.string(),
  interviewId: z.string(),
  candidateName: z.string(),
  interviewTitle: z.string(),
  status: z.enum(evaluationStatuses),
  failureReason: z.string().nullable(),
  provider: z.string(),
  updatedAt: z.iso.datetime(),
  /** What became of each answer's follow-up in this interview, most frequent first. */
  followUps: z.array(followUpResultCountSchema),
});

export const listEvaluationsAdminContract = defineContract({
  method: "GET",
  path: "/api/admin/evaluations",
  summary: "Evaluations by status, for admins (failed ones with their reason and Retry)",
  tags: ["admin", "evaluation"],
  query: pageQuerySchema.extend({ status: z.enum([...evaluationStatuses, "all"]).default("failed") }),
  response: paginatedSchema(evaluationAdminSummarySchema),
});
