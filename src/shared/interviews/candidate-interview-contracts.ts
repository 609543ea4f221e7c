import { z } from "zod";
import { INTERVIEW_NOT_FOUND } from "./interview-messages";
import { defineContract } from "../http/contract";
import { pageQuerySchema, paginatedSchema } from "../http/pagination";
import { MAX_RERECORDS_PER_APPLICATION } from "./network-interview";
import { recordingQuestionSchema, recordingStatusSchema } from "./recording-contracts";

/*
 * The candidate's own interviews (the My Interviews and Interview detail pages; the interview reset, decision 0023):
 * a list split into upcoming (not completed) and past (completed), one interview's detail, and
 * Redo, which resets a completed interview so it can be recorded again (3 per application).
 */

/** The title of the interview every candidate records once, which belongs to no posting. */
export const NETWORK_INTERVIEW_TITLE = "OneTake network interview";

export const interviewResetMessages = {
  success: "Interview reset successfully. You can now retake it.",
  failure: "Failed to reset interview",
  limitReached: `You have used all ${MAX_RERECORDS_PER_APPLICATION} re-records for this interview.`,
  notCompleted: "This interview has not been recorded yet, so there is nothing to redo.",
} as const;

export const interviewListStatuses = ["upcoming", "past"] as const;
export type InterviewListStatus = (typeof interviewListStatuses)[number];

export const candidateInterviewSummarySchema = z.object({
  id: z.string(),
  /** The posting's title, or NETWORK_INTERVIEW_TITLE for the network interview. */
  title: z.string(),
  /** The company that posted the job; null for the network interview. */
  companyName: z.string().nullable(),
  isNetworkInterview: z.boolean(),
  interviewDate: z.iso.datetime(),
  completed: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  /** `recording` until a recording is finished; then processing, ready or failed (decision 0018). */
  recordingStatus: recordingStatusSchema,
  score: z.number().int().nullable(),
});
export type CandidateInterviewSummary = z.infer<typeof candidateInterviewSummarySchema>;

export const listCandidateInterviewsContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/interviews",
  summary:
    "The signed-in candidate's interviews: upcoming (not completed, soonest first) or past (completed, latest first)",
  tags: ["interviews"],
  query: pageQuerySchema.extend({ status: z.enum(interviewListStatuses).default("upcoming") }),
  response: paginatedSchema(candidateInterviewSummarySchema),
});

export const candidateInterviewDetailSchema = candidateInterviewSummarySchema.extend({
  questions: z.array(recordingQuestionSchema),
  /** When each question began, in seconds from the start of the recording: the player's chapters. */
  questionStartSeconds: z.array(z.number()),
  durationSeconds: z.number().int().nullable(),
  hasRecording: z.boolean(),
  hasResume: z.boolean(),
  feedback: z.string().nullable(),
  /**
   * What the current AI evaluation wrote for the candidate; null until it is done, and when the
   * posting does not share AI feedback with candidates (decision 0050), as are score and feedback.
   */
  aiFeedbackSummary: z.string().nullable(),
  rerecordsUsed: z.number().int(),
  rerecordsLeft: z.number().int(),
  maxRerecords: z.number().int(),
});
export type CandidateInterviewDetail = z.infer<typeof candidateInterviewDetailSchema>;

const interviewIdParams = z.object({ id: z.uuid({ error: INTERVIEW_NOT_FOUND }) });

export const getCandidateInterviewContract = defineContract({
  method: "GET",
  path: "/api/candidates/me/interviews/:id",
  summary: "One of the signed-in candidate's interviews: questions, recording state, feedback and re-records left",
  tags: ["interviews"],
  params: interviewIdParams,
  response: candidateInterviewDetailSchema,
});

export const resetInterviewContract = defineContract({
  method: "POST",
  path: "/api/interviews/:id/reset",
  summary:
    "Redo: resets a completed interview (recording, resume, feedback and score cleared) so it can be recorded again; 3 per application, 409 after",
  tags: ["interviews"],
  params: interviewIdParams,
  body: z.object({}).strict().optional(),
  response: z.object({
    interviewId: z.string(),
    rerecordsUsed: z.number().int(),
    rerecordsLeft: z.number().int(),
  }),
});
