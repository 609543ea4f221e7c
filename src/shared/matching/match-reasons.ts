import { z } from "zod";

/**
 * Why a candidate matches a posting (decision 0052): every part of the score says where it came
 * from, so a company (and the candidate, in their own words) can check it.
 */
export const skillMatchStatuses = ["met", "missing", "unclear"] as const;
export type SkillMatchStatus = (typeof skillMatchStatuses)[number];
export const skillEvidenceSources = ["profile", "resume", "transcript"] as const;
export type SkillEvidenceSource = (typeof skillEvidenceSources)[number];
export const levelFits = ["meets", "below", "above", "unknown"] as const;
export type LevelFit = (typeof levelFits)[number];
export const locationFits = ["compatible", "partial", "incompatible", "unknown"] as const;
export type LocationFit = (typeof locationFits)[number];

/** A stored match score: whole points from 0 to 100. */
export const matchScoreSchema = z.number().int().min(0).max(100);

export const transcriptEvidenceSchema = z
  .object({
    interviewId: z.uuid(),
    questionIndex: z.number().int().min(0),
    /** The sentence the candidate said, as transcribed (or as they corrected it). */
    text: z.string(),
    startSeconds: z.number().min(0),
  })
  .strict();
export type TranscriptEvidence = z.infer<typeof transcriptEvidenceSchema>;

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

/**
 * The points each part gave (they add up to the score before rounding). `skills` is null when
 * the posting lists no skills (the other parts then make up the whole); `evaluation` is null
 * when there is no current scored evaluation.
 */
export const matchBreakdownSchema = z
  .object({
    skills: z.number().min(0).max(100).nullable(),
    level: z.number().min(0).max(100),
    title: z.number().min(0).max(100),
    location: z.number().min(0).max(100),
    evaluation: z.number().min(0).max(100).nullable(),
  })
  .strict();
export type MatchBreakdown = z.infer<typeof matchBreakdownSchema>;

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
    breakdown: matchBreakdownSchema,
  })
  .strict();

export type SkillReason = z.infer<typeof skillReasonSchema>;
export type MatchReasons = z.infer<typeof matchReasonsSchema>;

/** The short form of the reasons a list row shows. */
export const matchSummarySchema = z
  .object({
    met: z.array(z.string()),
    missing: z.array(z.string()),
    unclear: z.array(z.string()),
    level: z.enum(levelFits),
    location: z.enum(locationFits),
  })
  .strict();
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export function summarizeMatchReasons(reasons: MatchReasons): MatchSummary {
  const named = (status: SkillMatchStatus) =>
    reasons.skills.filter((skill) => skill.status === status).map((skill) => skill.skill);
  return {
    met: named("met"),
    missing: named("missing"),
    unclear: named("unclear"),
    level: reasons.level.fit,
    location: reasons.location.fit,
  };
}
