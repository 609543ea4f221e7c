import { z } from "zod";
import { defineDownloadContract } from "../http/binary-contract";
import { defineContract } from "../http/contract";
import { leaseTokenSchema } from "./recording-contracts";

/*
 * The AI interviewer's follow-up (decision 0055): at Next the page asks whether the answer just
 * given calls for one more question. The server answers within its budget with a follow-up to
 * show or none, and why none, so the page moves on either way.
 */

/** Why there is no follow-up: settings, eligibility, the clock, the answer, the checks or the provider. */
export const followUpNoneReasons = [
  "not-enabled",
  "not-eligible",
  "time",
  "too-short",
  "no-transcript",
  "transcript-flagged",
  "model-declined",
  "refused",
  "late",
  "provider-failed",
  "unsupported-format",
] as const;
export type FollowUpNoneReason = (typeof followUpNoneReasons)[number];

export const followUpMessages = {
  notFound: "There is no such follow-up question in this interview.",
  noSpeech: "This server has no voice of its own for follow-up questions; your browser reads them aloud.",
  speechUnavailable:
    "The AI interviewer's voice is not available right now; your browser reads the question aloud instead.",
} as const;

const followUpOfferSchema = z.object({
  kind: z.literal("follow-up"),
  followUpId: z.uuid(),
  /** The slot of the question it follows up on; it is asked in the next slot. */
  parentIndex: z.number().int(),
  text: z.string(),
  timeLimitSeconds: z.number().int(),
});
const noFollowUpSchema = z.object({ kind: z.literal("none"), reason: z.enum(followUpNoneReasons) });

export const followUpOutcomeSchema = z.discriminatedUnion("kind", [
  followUpOfferSchema.extend({
    /**
     * Whether the provider reads it aloud (followUpSpeechContract); otherwise, or when that audio
     * does not play, the browser's speech synthesis does.
     */
    speech: z.boolean(),
  }),
  noFollowUpSchema,
]);
export type FollowUpOutcome = z.infer<typeof followUpOutcomeSchema>;
/** What the interviewer decided, before the page is told how the follow-up will be read aloud. */
export type FollowUpDecision = z.infer<typeof followUpOfferSchema> | z.infer<typeof noFollowUpSchema>;

export const requestFollowUpContract = defineContract({
  method: "POST",
  path: "/api/recording-sessions/:id/follow-ups",
  summary:
    "At Next: at most one follow-up question drawn from the answer just given, within the server's budget; otherwise none, with the reason",
  tags: ["interviews"],
  params: z.object({ id: z.uuid() }),
  body: z.object({
    token: leaseTokenSchema,
    /** The slot just answered. */
    afterQuestionIndex: z.number().int().min(0).max(99),
    /** The segment being recorded and where in it the answer ended, in seconds. */
    segment: z.number().int().min(0).max(999),
    offsetSeconds: z
      .number()
      .min(0)
      .max(24 * 3600),
    /** Seconds recorded so far over every segment, for the time check. */
    elapsedSeconds: z
      .number()
      .min(0)
      .max(24 * 3600),
  }),
  response: followUpOutcomeSchema,
});

/**
 * The follow-up read aloud by the provider's speech model, as MP3 (decision 0055): only for the
 * candidate whose session it is, and only a follow-up offered or asked in it. 404 when the server
 * has no speech model (the page then uses the browser's voice), 503 when the provider fails. No
 * lease: an <audio> element cannot send one.
 */
export const followUpSpeechContract = defineDownloadContract({
  path: "/api/recording-sessions/:id/follow-ups/:followUpId/speech",
  summary:
    "The follow-up question read aloud by the provider's speech model, as audio/mpeg; 404 when the server has none, 503 when the provider fails",
  tags: ["interviews"],
  params: z.object({ id: z.uuid(), followUpId: z.uuid() }),
});

/**
 * What became of each answer's follow-up, as admins read it: asked, offered but not shown by the
 * page, or the reason there was none. Counted per interview and across the platform, so an
 * operator sees why interviews with a provider set asked nothing.
 */
export const followUpResults = ["asked", "not-shown", ...followUpNoneReasons] as const;
export type FollowUpResult = (typeof followUpResults)[number];

export const followUpResultCountSchema = z.object({ result: z.enum(followUpResults), count: z.number().int() });
export type FollowUpResultCount = z.infer<typeof followUpResultCountSchema>;

export const followUpResultsAdminContract = defineContract({
  method: "GET",
  path: "/api/admin/follow-up-results",
  summary: "How many answers got a follow-up, and why the others did not, across every interview (admins only)",
  tags: ["admin", "interviews"],
  response: z.object({ results: z.array(followUpResultCountSchema) }),
});
