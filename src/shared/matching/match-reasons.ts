import { z } from "zod";

/**
 * Why a candidate matches a posting (decision 0052): every part of the score says where it came
 * from, so a company (and the candidate, in their own words) can check it.
 */
export const skillMatchStatuses = ["met", "missing", "unclear"] as const;
export const skillEvidenceSources = ["profile", "resume", "transcript"] as const;
export const levelFits = ["meets", "below", "above", "unknown"] as const;
export const locationFits = ["compatible", "partial", "incompatible", "unknown"] as const;

export const transcriptEvidenceSchema = z
  .object({
    interviewId: z.uuid(),
    questionIndex: z.number().int().min(0),
    /** The sentence the candidate said, as transcribed. */
    text: z.string(),
    startSeconds: z.number().min(0),
  })
  .strict();

export const skillReasonSchema = z
  .object({
    skill: z.string(),
    status: z.enum(skillMatchStatuses),
    /** Years the candidate gave for this skill on their profile; null when they gave none. */
    years: z.number().int().min(0).nullable(),
    source: z.enum(skillEvidenceSources).nullable(),
    transcript: transcriptEvidenceSchema.nullable(),
  })
  .strict();

export const matchReasonsSchema = z
  .object({
    skills: z.array(skillReasonSchema),
    level: z
      .object({
        fit: z.enum(levelFits),
        candidateYears: z.number().int().min(0),
        postingLevel: z.string().nullable(),
      })
      .strict(),
    title: z.object({ similarity: z.number().min(0).max(1) }).strict(),
    location: z
      .object({
        fit: z.enum(locationFits),
        postingType: z.string(),
      })
      .strict(),
    /** The interview evaluation's overall 0-100 when there is a current one with a score. */
    evaluationScore: z.number().int().min(0).max(100).nullable(),
  })
  .strict();

export type SkillReason = z.infer<typeof skillReasonSchema>;
export type MatchReasons = z.infer<typeof matchReasonsSchema>;
