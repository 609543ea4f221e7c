import { z } from "zod";

/*
 * What a model must answer for one answer (decision 0050): per criterion, evidence quotes first,
 * then the rationale, then a score or "insufficient_evidence". The JSON schema below is sent as
 * a strict `json_schema` response format (every field required, no extra fields); the reply is
 * validated again with the zod schema, and anything else is retried a bounded number of times and
 * never stored. There is no overall score: the server computes it.
 */

const ASSESSMENT_SCORES = ["1", "2", "3", "4", "5", "insufficient_evidence"] as const;

export const assessmentOutputSchema = z.strictObject({
  criteria: z.array(
    z.strictObject({
      key: z.string(),
      evidence: z.array(z.strictObject({ quote: z.string() })),
      rationale: z.string(),
      score: z.enum(ASSESSMENT_SCORES),
    }),
  ),
  /** One or two sentences for the reviewer. */
  summary: z.string(),
  /** A short, constructive note addressed to the candidate. */
  candidate_feedback: z.string(),
});
export type AssessmentOutput = z.infer<typeof assessmentOutputSchema>;

/** The same shape as a JSON schema for strict structured output. */
export const assessmentJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["criteria", "summary", "candidate_feedback"],
  properties: {
    criteria: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["key", "evidence", "rationale", "score"],
        properties: {
          key: { type: "string" },
          evidence: {
            type: "array",
            items: {
              type: "object",
              additionalProperties: false,
              required: ["quote"],
              properties: { quote: { type: "string" } },
            },
          },
          rationale: { type: "string" },
          score: { type: "string", enum: [...ASSESSMENT_SCORES] },
        },
      },
    },
    summary: { type: "string" },
    candidate_feedback: { type: "string" },
  },
} as const;
