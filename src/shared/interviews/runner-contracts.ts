import { z } from "zod";
import { INTERVIEW_NOT_FOUND } from "./interview-messages";
import { defineContract } from "../http/contract";
import { leaseTokenSchema, recordingQuestionSchema } from "./recording-contracts";

/*
 * What the interview page needs beyond the upload rails (decision 0019): the attempt of one
 * interview with everything a reload or another device needs to resume (the chunks held with
 * their checksums, and where each question began), question marks as questions change,
 * starting over or continuing after an interruption, consent and extra time, and a short
 * upload-speed check.
 */

/** Extra time a candidate may ask for (accommodations), in seconds. */
export const EXTRA_TIME_CHOICES = [0, 300, 600] as const;
/** The upload-speed check's body: big enough to measure, small enough to be quick on a phone. */
export const UPLOAD_CHECK_MAX_BYTES = 2 * 1024 * 1024;

export const runnerMessages = {
  interviewNotFound: INTERVIEW_NOT_FOUND,
  questionOutOfRange: "There is no such question in this interview.",
  consentRequired: "Please agree to the recording notice to continue.",
  extraTimeLocked: "Extra time can only be changed before the interview starts recording.",
  extraTimeChoice: "Choose no extra time, 5 minutes or 10 minutes.",
  followUpNotOffered: "That follow-up question was not offered for this question.",
} as const;

export const questionMarkSchema = z.object({
  segment: z.number().int().min(0).max(999),
  questionIndex: z.number().int().min(0).max(99),
  /** Seconds from the start of that segment's recording. */
  offsetSeconds: z
    .number()
    .min(0)
    .max(24 * 3600),
  /**
   * The seq of the chunk being recorded when the question began (chunks emitted so far). The
   * previous answer has fully arrived once this chunk has: a browser may emit a chunk less often
   * than once a second (Firefox: about every 1.4 s), so seconds alone cannot say which chunk.
   */
  chunkSeq: z.number().int().min(0).max(1_000_000).optional(),
  /**
   * Sent with the mark of a follow-up the AI interviewer offered for the previous question, now
   * shown (decision 0055): the follow-up enters the interview with its mark. Never answered back.
   */
  followUpId: z.uuid().optional(),
});
export type QuestionMark = z.infer<typeof questionMarkSchema>;

export const heldSegmentSchema = z.object({
  index: z.number().int(),
  mimeType: z.string(),
  /** Every chunk the server holds, ascending by seq, with the SHA-256 it checked. */
  chunks: z.array(z.object({ seq: z.number().int(), sha256: z.string() })),
});
export type HeldSegment = z.infer<typeof heldSegmentSchema>;

/** A slot as the interview page runs it: a follow-up already asked carries its id, to be read aloud again after a reload. */
export const attemptQuestionSchema = recordingQuestionSchema.extend({ followUpId: z.uuid().optional() });
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const interviewAttemptSchema = z.discriminatedUnion("state", [
  z.object({
    state: z.literal("completed"),
    interviewId: z.string(),
    /** Where each question begins in the recording (final once the recording is processed). */
    questionStartSeconds: z.array(z.number()),
    /** Null until the recording is processed. */
    durationSeconds: z.number().int().nullable(),
  }),
  z.object({
    state: z.literal("open"),
    interviewId: z.string(),
    sessionId: z.string(),
    questions: z.array(attemptQuestionSchema),
    overallSeconds: z.number().int(),
    extraTimeSeconds: z.number().int(),
    consentedAt: z.iso.datetime().nullable(),
    /** The candidate chose human-only review: no AI score (decision 0050). */
    humanReviewOnly: z.boolean(),
    /**
     * Whether the candidate will see the evidence and scores the company sees: always for the
     * network interview, for a posting's interview when the posting shares it (decision 0050).
     */
    evidenceShared: z.boolean(),
    /** The posting this interview is for; null for the network interview. Its AI notice is published (decision 0052). */
    postingId: z.string().nullable(),
    rerecordsLeft: z.number().int(),
    segments: z.array(heldSegmentSchema),
    marks: z.array(questionMarkSchema),
    /**
     * Whether the AI interviewer may ask a follow-up after a question, and its time limit
     * (decision 0055). Off with no interviewer configured, with human-only review, and for
     * interviews created before follow-ups existed. `speech`: the provider reads a follow-up aloud
     * (followUpSpeechContract); otherwise the browser's speech synthesis does.
     */
    followUps: z.object({ enabled: z.boolean(), timeLimitSeconds: z.number().int(), speech: z.boolean() }),
  }),
]);
export type InterviewAttempt = z.infer<typeof interviewAttemptSchema>;
export type OpenInterviewAttempt = Extract<InterviewAttempt, { state: "open" }>;

const interviewIdParams = z.object({ id: z.uuid() });
const sessionIdParams = z.object({ id: z.uuid() });

export const startInterviewAttemptContract = defineContract({
  method: "POST",
  path: "/api/interviews/:id/attempts",
  summary:
    "Opens (or returns) the recording session of one of the candidate's interviews, with what a resuming recorder needs; a recorded interview answers completed",
  tags: ["interviews"],
  params: interviewIdParams,
  body: z.object({}).strict().optional(),
  response: interviewAttemptSchema,
});

export const saveInterviewConsentContract = defineContract({
  method: "PUT",
  path: "/api/interviews/:id/consent",
  summary:
    "Records the candidate's consent to the recording notice, any extra time (accommodations) and whether they chose human-only review instead of an AI-assisted one",
  tags: ["interviews"],
  params: interviewIdParams,
  body: z.object({
    consent: z.literal(true, { error: runnerMessages.consentRequired }),
    /** Human-only review: no AI score, and reviewers see why (decision 0050). Omitted: unchanged. */
    humanReviewOnly: z.boolean().optional(),
    extraTimeSeconds: z
      .number()
      .int()
      .refine((value) => (EXTRA_TIME_CHOICES as readonly number[]).includes(value), runnerMessages.extraTimeChoice),
  }),
  response: z.object({
    consentedAt: z.iso.datetime(),
    extraTimeSeconds: z.number().int(),
    humanReviewOnly: z.boolean(),
  }),
});

export const markQuestionContract = defineContract({
  method: "POST",
  path: "/api/recording-sessions/:id/question-marks",
  summary: "Records where a question began (segment and offset); marking the same question again moves it",
  tags: ["interviews"],
  params: sessionIdParams,
  body: questionMarkSchema.extend({ token: leaseTokenSchema }),
  response: z.object({ marks: z.array(questionMarkSchema) }),
});

export const rewindRecordingSessionContract = defineContract({
  method: "POST",
  path: "/api/recording-sessions/:id/rewind",
  summary:
    "After an interruption: start over (every chunk and mark discarded) or continue from the first question that did not fully arrive; no re-record is used",
  tags: ["interviews"],
  params: sessionIdParams,
  body: z.object({ token: leaseTokenSchema, mode: z.enum(["start-over", "continue"]) }),
  response: z.object({ resumeQuestionIndex: z.number().int() }),
});

export const uploadCheckContract = defineContract({
  method: "POST",
  path: "/api/interviews/upload-check",
  summary: "Receives and discards up to 2 MB, so the device check can time an upload to our server",
  tags: ["interviews"],
  response: z.object({ receivedBytes: z.number().int() }),
});
