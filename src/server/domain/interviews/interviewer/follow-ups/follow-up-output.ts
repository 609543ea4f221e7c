import { z } from "zod";

/*
 * What the chat model answers when asked for a follow-up: whether to ask one, the criterion it
 * aims at, a few words of the answer it builds on (copied, so the server can check it was said),
 * and the question. The JSON schema is sent as a strict `json_schema` response format; the reply
 * is validated again with the zod schema. Invalid output is never retried: there is no time, and
 * the candidate simply gets no follow-up.
 */

const followUpOutputSchema = z.strictObject({
  decision: z.enum(["ask", "skip"]),
  criterion_key: z.string().nullable(),
  anchor_quote: z.string(),
  question: z.string(),
});
export type FollowUpOutput = z.infer<typeof followUpOutputSchema>;

export const followUpJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["decision", "criterion_key", "anchor_quote", "question"],
  properties: {
    decision: { type: "string", enum: ["ask", "skip"] },
    criterion_key: { type: ["string", "null"] },
    anchor_quote: { type: "string" },
    question: { type: "string" },
  },
} as const;

/** The reply held to the schema; null for anything else (not JSON, another shape). */
export function parseFollowUpReply(text: string | null): FollowUpOutput | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = followUpOutputSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
