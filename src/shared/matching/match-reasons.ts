import { z } from "zod";

/**
 * Why a candidate matches a posting (decisions 0052 and 0070): every part of the score says where
 * it came from, so a company (and the candidate, in their own words) can check it.
 *
 * A skill is met (claimed or shown in use), missing, unclear (nothing to tell by: shown as
 * unknown, worth what missing is) or negated (the candidate said they have not used it; the
 * sentence is kept so the company sees why it does not count). Stored details hold statuses by
 * their index: new ones go at the end.
 */
export const skillMatchStatuses = ["met", "missing", "unclear", "negated"] as const;
export type SkillMatchStatus = (typeof skillMatchStatuses)[number];
export const skillEvidenceSources = ["profile", "resume", "transcript"] as const;
export type SkillEvidenceSource = (typeof skillEvidenceSources)[number];
/** A met skill only claimed (the profile's list, a bare list) or shown in use (a sentence, the interview). */
export const skillEvidenceKinds = ["claimed", "shown"] as const;
export type SkillEvidenceKind = (typeof skillEvidenceKinds)[number];
export const levelFits = ["meets", "below", "above", "unknown"] as const;
export type LevelFit = (typeof levelFits)[number];
export const locationFits = ["compatible", "partial", "incompatible", "unknown"] as const;
export type LocationFit = (typeof locationFits)[number];

/**
 * Claims count in full up to this many skills claimed; past it, every claim counts
 * CLAIMS_IN_FULL / claimed of its credit, so listing everything buys nothing (decision 0070).
 */
export const CLAIMS_IN_FULL = 15;

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
    /** Where the status comes from: the profile, the resume or what was said in an interview. */
    source: z.enum(skillEvidenceSources).nullable(),
    /** The sentence said, with its time, when the source is an interview. */
    transcript: transcriptEvidenceSchema.nullable(),
    /** A met skill: claimed (counts less) or shown in use; null otherwise. */
    evidence: z.enum(skillEvidenceKinds).nullable(),
    /** The resume's sentence or line (at most 160 characters) when the source is the resume. */
    excerpt: z.string().nullable(),
  })
  .strict();

/**
 * The points each part gave (they add up to the score before rounding). `skills` is null when
 * the posting lists no skills (the other parts then make up the whole). The AI score is no part
 * of the match (decision 0070): it is shown beside it.
 */
export const matchBreakdownSchema = z
  .object({
    skills: z.number().min(0).max(100).nullable(),
    level: z.number().min(0).max(100),
    title: z.number().min(0).max(100),
    location: z.number().min(0).max(100),
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
    /**
     * The interview's AI score (the evaluation's overall 0-100) the company may see, when there is
     * a current one with a score: shown beside the match, not part of it (decision 0070).
     */
    evaluationScore: z.number().int().min(0).max(100).nullable(),
    /**
     * How many skills the candidate claims (their profile's list, or the names in their resume's
     * bare lists, whichever is more) when that is more than CLAIMS_IN_FULL, so each claim counts
     * for less; null when every claim counts in full (most candidates: their details stay alike).
     */
    claimedSkills: z.number().int().min(0).nullable(),
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
    /** Skills the candidate said they have not used. */
    negated: z.array(z.string()),
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
    negated: named("negated"),
    level: reasons.level.fit,
    location: reasons.location.fit,
  };
}
