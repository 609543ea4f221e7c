import { z } from "zod";
import { defineDownloadContract } from "../http/binary-contract";
import { defineContract } from "../http/contract";
import { integerQuery } from "../http/integer-param";
import { experienceLevels } from "../accounts/candidate-application";
import { matchFields, matchMessages } from "../matching/match-contracts";
import { pipelineStatusValues } from "./pipeline-status-contracts";

/** The registration's experience levels as ranges of years, for the pool's filter. */
export const poolExperienceRanges = {
  entry: { min: 0, max: 2 },
  mid: { min: 3, max: 5 },
  senior: { min: 6, max: 10 },
  executive: { min: 11, max: null },
} as const satisfies Record<(typeof experienceLevels)[number]["value"], { min: number; max: number | null }>;

/** The most skills one filter takes. */
export const POOL_SKILLS_MAX = 10;

/** A part of a spoken hit's sentence to highlight: the characters [start, end) matched the search. */
export const spokenHighlightSchema = z.object({ start: z.number().int(), end: z.number().int() });

/**
 * Where a search's words were said in an interview the viewer may watch (decision 0035): the
 * sentence around the first matching word, cut from the transcript's words (with "…" where it is
 * cut mid-sentence), and the second of the recording it starts at.
 */
export const poolSpokenHitSchema = z.object({
  interviewId: z.string(),
  /** The application the interview answers; the company opens its own posting's interviews there. */
  applicationId: z.string(),
  /** Null: the candidate's network interview, shown on their profile. */
  jobPostingId: z.string().nullable(),
  questionIndex: z.number().int(),
  sentence: z.string(),
  highlights: z.array(spokenHighlightSchema),
  startSeconds: z.number().int(),
});
export type PoolSpokenHit = z.infer<typeof poolSpokenHitSchema>;

export const candidatePoolItemSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  experienceYears: z.number().int(),
  skills: z.array(z.string()),
  joinedAt: z.iso.datetime(),
  hasInterview: z.boolean(),
  /** The viewing company's own status; null for an admin, who has no pipeline. */
  pipelineStatus: z.enum(pipelineStatusValues).nullable(),
  /** Present only on a page ranked for a posting (rankFor): the candidate's match for it. */
  matchScore: matchFields.matchScore.optional(),
  matchReasons: matchFields.matchReasons.optional(),
  matchSummary: matchFields.matchSummary.optional(),
  /** With a search: where the candidate said its words, if in an interview the viewer may watch. */
  spokenHit: poolSpokenHitSchema.optional(),
});
export type CandidatePoolItem = z.infer<typeof candidatePoolItemSchema>;

/**
 * What a page ranked for a posting orders by (decision 0070): the match, or the interview's AI
 * score shown beside it, best first, the candidates without one last.
 */
export const poolRankings = ["match", "ai_score"] as const;
export type PoolRanking = (typeof poolRankings)[number];

export const candidatePoolQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** Comma-separated; a candidate must have every one (case-insensitive). */
  skills: z
    .string()
    .max(1000)
    .optional()
    .transform((value) => [
      ...new Set(
        (value ?? "")
          .split(",")
          .map((skill) => skill.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100)).max(POOL_SKILLS_MAX)),
  experience: z.enum(experienceLevels.map((level) => level.value)).optional(),
  /** Part of the candidate's location, any case. */
  location: z.string().trim().max(120).optional(),
  /** "true": only candidates with a completed interview. */
  hasInterview: z.enum(["true"]).optional(),
  /** The viewing company's own status (ignored for an admin). */
  pipelineStatus: z.enum(pipelineStatusValues).optional(),
  /**
   * "Rank for: <posting>": one of the company's postings (any posting for an admin). The page then
   * lists the candidates scored for it, best match first (candidate id breaking ties), still under
   * the pool's rules and the filters above; not together with a text search.
   */
  rankFor: z.uuid({ error: matchMessages.rankForNotFound }).optional(),
  /** With rankFor: by the match (the default) or by the AI score beside it; ignored without. */
  rankBy: z.enum(poolRankings).optional(),
  /** An opaque position from a previous page's nextCursor or previousCursor; none: the first page. */
  cursor: z.string().max(500).optional(),
  pageSize: integerQuery(1, 100, 20),
});
export type CandidatePoolQuery = z.input<typeof candidatePoolQuerySchema>;

export const candidatePoolPageSchema = z.object({
  items: z.array(candidatePoolItemSchema),
  /** Matches; with totalIsLowerBound, at least this many (counting further would be slow). */
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
  pageSize: z.number().int(),
});
export type CandidatePoolPage = z.infer<typeof candidatePoolPageSchema>;

export const listCandidatePoolContract = defineContract({
  method: "GET",
  path: "/api/candidates",
  summary:
    "The candidate pool (verified companies and admins only): newest first, ranked by a text search, or ranked by match for one posting, with filters and cursor paging",
  tags: ["candidates"],
  query: candidatePoolQuerySchema,
  response: candidatePoolPageSchema,
});

export const publicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  experienceYears: z.number().int(),
  linkedinUrl: z.string().nullable(),
  skills: z.array(z.object({ name: z.string(), yearsExperience: z.number().int() })),
  workExperience: z.array(
    z.object({
      id: z.string(),
      position: z.string(),
      companyName: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  resumeUrl: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const PROFILE_NOT_AVAILABLE = "This profile is either private or does not exist.";

export const getPublicProfileContract = defineContract({
  method: "GET",
  path: "/api/public/candidates/:id",
  summary: "A candidate's public profile (only when the candidate made it public)",
  tags: ["candidates"],
  params: z.object({ id: z.string().min(1).max(100) }),
  response: publicProfileSchema,
});

export const NO_PUBLIC_RESUME = "No resume is available for this profile.";

/** The resume link on the public profile path; the server decides who may follow it. */
export const publicResumePath = (profileId: string) => `/api/public/candidates/${encodeURIComponent(profileId)}/resume`;

export const publicResumeContract = defineDownloadContract({
  path: "/api/public/candidates/:id/resume",
  summary: "A candidate's resume: for anyone while the public profile is on, always for the candidate",
  tags: ["candidates"],
  params: z.object({ id: z.string().min(1).max(100) }),
});
