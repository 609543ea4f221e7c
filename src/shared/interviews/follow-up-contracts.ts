import { z } from "zod";
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

export const followUpOutcomeSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("follow-up"),
    followUpId: z.uuid(),
    /** The slot of the question it follows up on; it is asked in the next slot. */
    parentIndex: z.number().int(),
    text: z.string(),
    timeLimitSeconds: z.number().int(),
  }),
  z.object({ kind: z.literal("none"), reason: z.enum(followUpNoneReasons) }),
]);
export type FollowUpOutcome = z.infer<typeof followUpOutcomeSchema>;

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
