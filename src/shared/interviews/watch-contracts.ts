import { z } from "zod";
import { INTERVIEW_NOT_FOUND } from "./interview-messages";
import { defineDownloadContract } from "../http/binary-contract";
import { defineContract } from "../http/contract";
import { recordingStatusSchema } from "./recording-contracts";

/*
 * Reading a recording ("Who may watch", decision 0021): what a player needs as JSON,
 * and the media itself as downloads with Range. Every endpoint here answers only the candidate
 * who owns the interview, a verified company that may see the candidate, or an admin; the
 * shared variants answer a live share token and nobody's session.
 */

export const watchMessages = {
  /** The spec's sentence for a missing or forbidden interview: an id reveals nothing. */
  interviewNotFound: INTERVIEW_NOT_FOUND,
  recordingNotReady: "Recording URL not found",
  posterNotFound: "This recording has no poster image yet.",
  noResume: "No resume has been uploaded for this interview",
  sharedNotFound: "This shared interview does not exist or is no longer shared.",
  notRecordedYet: "Record your interview before sharing it.",
} as const;

/**
 * A share token is 32 random bytes in base64url (43 characters). Any text is accepted here, so a
 * mistyped link is the same 404 as a revoked one rather than a validation error.
 */
export const shareTokenSchema = z.string().min(1).max(200);

/** One question of the interview and the second of the recording at which its answer begins. */
export const watchChapterSchema = z.object({
  index: z.number().int(),
  /** "Question 3", or "Question 3 · follow-up" for the AI interviewer's follow-up to it (decision 0055). */
  label: z.string(),
  question: z.string(),
  /** Null when the recording ended before this question was asked. */
  startSeconds: z.number().nullable(),
});
export type WatchChapter = z.infer<typeof watchChapterSchema>;

/** What anyone allowed to watch sees: the state of the recording, its questions and its media. */
const recordingViewShape = z.object({
  status: recordingStatusSchema,
  durationSeconds: z.number().int().nullable(),
  chapters: z.array(watchChapterSchema),
  /** Null until the recording is ready: the player shows the processing state instead. */
  recordingUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
});

export const interviewWatchSchema = recordingViewShape.extend({
  interviewId: z.string(),
  completedAt: z.iso.datetime().nullable(),
  /** Same-origin link that saves the file as interview-recording-{id}.webm (or .mp4). */
  downloadUrl: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  /** Whether the caller owns the interview (and so may share it). */
  isOwner: z.boolean(),
});
export type InterviewWatch = z.infer<typeof interviewWatchSchema>;

export const sharedInterviewWatchSchema = recordingViewShape;
export type SharedInterviewWatch = z.infer<typeof sharedInterviewWatchSchema>;

const interviewIdParams = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: shareTokenSchema });

export const getInterviewWatchContract = defineContract({
  method: "GET",
  path: "/api/interviews/:id/watch",
  summary: "What a player needs to show an interview: its state, questions with chapter starts, and media links",
  tags: ["interviews"],
  params: interviewIdParams,
  response: interviewWatchSchema,
});

/** `?download=1` saves the file (Content-Disposition: attachment) instead of playing it inline. */
export const mediaDownloadQuerySchema = z.object({ download: z.enum(["0", "1"]).optional() });

export const interviewRecordingContract = defineDownloadContract({
  path: "/api/interviews/:id/recording",
  summary: "The interview's recording, streamed with Range (206/416); ?download=1 saves it",
  tags: ["interviews"],
  params: interviewIdParams,
  query: mediaDownloadQuerySchema,
});

export const interviewPosterContract = defineDownloadContract({
  path: "/api/interviews/:id/poster",
  summary: "The recording's poster image",
  tags: ["interviews"],
  params: interviewIdParams,
});

export const interviewResumeContract = defineDownloadContract({
  path: "/api/interviews/:id/resume",
  summary: "The resume attached to the interview; ?download=1 saves it",
  tags: ["interviews"],
  params: interviewIdParams,
  query: mediaDownloadQuerySchema,
});

export const shareLinkStateSchema = z.object({
  /** The live link's creation time; the token itself is shown only once, when it is made. */
  link: z.object({ createdAt: z.iso.datetime() }).nullable(),
});

export const getInterviewShareLinkContract = defineContract({
  method: "GET",
  path: "/api/interviews/:id/share-link",
  summary: "Whether the owner's interview has a live share link",
  tags: ["interviews"],
  params: interviewIdParams,
  response: shareLinkStateSchema,
});

export const createInterviewShareLinkContract = defineContract({
  method: "POST",
  path: "/api/interviews/:id/share-link",
  summary: "Makes a new share link for the owner's interview, revoking any earlier one; the token is shown once",
  tags: ["interviews"],
  params: interviewIdParams,
  body: z.object({}).strict().optional(),
  successStatus: 201,
  response: z.object({ token: z.string(), path: z.string(), createdAt: z.iso.datetime() }),
});

export const revokeInterviewShareLinkContract = defineContract({
  method: "DELETE",
  path: "/api/interviews/:id/share-link",
  summary: "Revokes the owner's share link; the link shows not found from then on",
  tags: ["interviews"],
  params: interviewIdParams,
  response: z.object({ revoked: z.boolean() }),
});

export const getSharedInterviewContract = defineContract({
  method: "GET",
  path: "/api/shared-interviews/:token",
  summary: "A shared interview: the recording's state, its questions and media links, nothing about the candidate",
  tags: ["interviews"],
  params: tokenParams,
  response: sharedInterviewWatchSchema,
});

export const sharedInterviewRecordingContract = defineDownloadContract({
  path: "/api/shared-interviews/:token/recording",
  summary: "A shared interview's recording, streamed with Range",
  tags: ["interviews"],
  params: tokenParams,
});

export const sharedInterviewPosterContract = defineDownloadContract({
  path: "/api/shared-interviews/:token/poster",
  summary: "A shared interview's poster image",
  tags: ["interviews"],
  params: tokenParams,
});

/** The page a share link opens. */
export const sharedInterviewPagePath = (token: string) => `/shared-interview/${token}`;
