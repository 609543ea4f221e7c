import { experienceLevelValues } from "../accounts/candidate-application";
import { poolExperienceRanges } from "../candidates/contracts";
import type { LevelFit, LocationFit, MatchReasons, SkillReason, TranscriptEvidence } from "./match-reasons";

/*
 * The match score (decision 0052): one pure, deterministic function of a candidate and a posting.
 * Points out of 100: skills 50, level 20, title 15, location 15. A posting without skills leaves
 * the skills part out and scales the other three to 100. A current scored evaluation then counts
 * for a fifth: score = 0.8 x the above + 0.2 x the evaluation's overall score.
 */
export const MATCH_WEIGHTS = { skills: 50, level: 20, title: 15, location: 15 } as const;
export const EVALUATION_SHARE = 0.2;

/** Credit for a skill: met counts by years (0.7 with none or 0 years, +0.1 a year, full from 3). */
export const UNCLEAR_SKILL_CREDIT = 0.25;
export const metSkillCredit = (years: number | null) => Math.min(1, 0.7 + 0.1 * (years ?? 0));

const LEVEL_CREDIT: Record<LevelFit, number> = { meets: 1, above: 0.75, below: 0.5, unknown: 0.5 };
const LOCATION_CREDIT: Record<LocationFit, number> = { compatible: 1, partial: 0.5, incompatible: 0, unknown: 0.5 };

export interface MatchPostingInput {
  title: string;
  skills: string[];
  experienceLevel: (typeof experienceLevelValues)[number] | null;
  locationType: string;
  location: string;
}

export interface MatchCandidateInput {
  title: string | null;
  experienceYears: number;
  location: string | null;
  /** The profile's skills with the years given for each. */
  skills: { name: string; years: number }[];
  resumeText: string | null;
  /** What the candidate said in the interviews this posting's company may watch, in order. */
  transcripts: TranscriptEvidence[];
  /**
   * Whether some interview exists that was not read (human-only review, or no transcript yet):
   * a skill not found anywhere is then "unclear" rather than "missing".
   */
  unreadInterview: boolean;
  evaluationScore: number | null;
}

/**
 * A candidate as the scoring reads them. `candidateFacts` builds it from a whole candidate; a bulk
 * loader may build it directly, holding only what the posting's skills can use (decision 0054).
 */
export interface MatchCandidateFacts {
  title: string | null;
  experienceYears: number;
  location: string | null;
  /** The profile's years by skill key (`skillKey`); the posting's skills are the only ones read. */
  profileYears: ReadonlyMap<string, number>;
  /** Text to look for skills in; a text that cannot name any of the posting's skills may be left out. */
  resumeText: string | null;
  transcripts: TranscriptEvidence[];
  unreadInterview: boolean;
  evaluationScore: number | null;
  /** Whether there is anything to judge skills by: profile skills, resume text or a transcript. */
  hasEvidence: boolean;
}

export interface MatchResult {
  score: number;
  reasons: MatchReasons;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** How skills are compared: case and spacing ignored. */
export const skillKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
const keyOf = skillKey;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The skill as a whole word or phrase ("Java" is not in "JavaScript"; "C++" and "Node.js" work). */
const mentionPattern = (key: string) => new RegExp(`(?<![a-z0-9+#])${escapeRegExp(key)}(?![a-z0-9+#])`, "i");
const mentions = (text: string, pattern: RegExp) => pattern.test(text.replace(/\s+/g, " "));

/** What scoring needs of a posting, worked out once however many candidates it is scored against. */
interface PreparedPosting {
  skills: { skill: string; key: string; pattern: RegExp }[];
  titleWords: Set<string>;
  /** Candidates share titles and places: each is compared with the posting once. */
  titleSimilarities: Map<string, number>;
  locationFits: Map<string, LocationFit>;
}

const prepared = new WeakMap<MatchPostingInput, PreparedPosting>();

function prepare(posting: MatchPostingInput): PreparedPosting {
  const known = prepared.get(posting);
  if (known) return known;
  const seen = new Set<string>();
  const skills: PreparedPosting["skills"] = [];
  for (const skill of posting.skills) {
    const key = keyOf(skill);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    skills.push({ skill, key, pattern: mentionPattern(key) });
  }
  const result = {
    skills,
    titleWords: titleWords(posting.title),
    titleSimilarities: new Map(),
    locationFits: new Map(),
  };
  prepared.set(posting, result);
  return result;
}

/**
 * Met: on the profile (its years), else said in an interview the company may watch (the first
 * sentence, with its time), else named in the resume text. Not found: unclear when there is an
 * interview that could not be read or nothing at all to judge by; missing otherwise.
 */
function skillReasons(posting: PreparedPosting, candidate: MatchCandidateFacts): SkillReason[] {
  const reasons: SkillReason[] = [];
  for (const { skill, key, pattern } of posting.skills) {
    const years = candidate.profileYears.get(key);
    if (years !== undefined) {
      reasons.push({ skill, status: "met", years, source: "profile", transcript: null });
      continue;
    }
    const quote = candidate.transcripts.find((sentence) => mentions(sentence.text, pattern));
    if (quote) {
      reasons.push({ skill, status: "met", years: null, source: "transcript", transcript: quote });
      continue;
    }
    if (candidate.resumeText && mentions(candidate.resumeText, pattern)) {
      reasons.push({ skill, status: "met", years: null, source: "resume", transcript: null });
      continue;
    }
    const unclear = !candidate.hasEvidence || candidate.unreadInterview;
    reasons.push({ skill, status: unclear ? "unclear" : "missing", years: null, source: null, transcript: null });
  }
  return reasons;
}

/** The facts the scoring reads, from a whole candidate. */
export function candidateFacts(candidate: MatchCandidateInput): MatchCandidateFacts {
  const profileYears = new Map<string, number>();
  for (const skill of candidate.skills) {
    const key = keyOf(skill.name);
    profileYears.set(key, Math.max(profileYears.get(key) ?? 0, skill.years));
  }
  return {
    title: candidate.title,
    experienceYears: candidate.experienceYears,
    location: candidate.location,
    profileYears,
    resumeText: candidate.resumeText,
    transcripts: candidate.transcripts,
    unreadInterview: candidate.unreadInterview,
    evaluationScore: candidate.evaluationScore,
    hasEvidence:
      candidate.skills.length > 0 || Boolean(candidate.resumeText?.trim()) || candidate.transcripts.length > 0,
  };
}

/** The level whose years hold the candidate's; none above the top one. */
function levelIndexOf(years: number): number {
  return experienceLevelValues.findIndex((level) => {
    const range = poolExperienceRanges[level];
    return years <= (range.max ?? Number.POSITIVE_INFINITY);
  });
}

function levelFitOf(posting: MatchPostingInput, candidateYears: number): { fit: LevelFit; credit: number } {
  // No level on the posting means any level fits.
  if (posting.experienceLevel === null) return { fit: "meets", credit: 1 };
  const wanted = experienceLevelValues.indexOf(posting.experienceLevel);
  const difference = levelIndexOf(candidateYears) - wanted;
  if (difference === 0) return { fit: "meets", credit: LEVEL_CREDIT.meets };
  if (difference > 0) return { fit: "above", credit: LEVEL_CREDIT.above };
  // One level below is half; further below is none.
  return { fit: "below", credit: difference === -1 ? LEVEL_CREDIT.below : 0 };
}

const TITLE_NOISE = new Set(["a", "an", "and", "the", "of", "for", "to", "in", "at", "with", "&", "-", "/"]);
const titleWords = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .map((word) => word.replace(/^\.+|\.+$/g, ""))
      .filter((word) => word !== "" && !TITLE_NOISE.has(word)),
  );

/** Shared words over all words (Jaccard) of the two titles, to two decimals. */
export function titleSimilarity(candidateTitle: string | null, postingTitle: string | Set<string>): number {
  if (!candidateTitle) return 0;
  const a = titleWords(candidateTitle);
  const b = typeof postingTitle === "string" ? titleWords(postingTitle) : postingTitle;
  const union = new Set([...a, ...b]);
  if (union.size === 0) return 0;
  const shared = [...a].filter((word) => b.has(word)).length;
  return round2(shared / union.size);
}

const placeParts = (place: string) =>
  place
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter(Boolean);

/**
 * Remote: compatible anywhere. Hybrid and On-Site: the same first place (the city) is compatible,
 * another shared part (region, country) partial, nothing shared incompatible; no candidate
 * location is unknown.
 */
export function locationFitOf(
  posting: Pick<MatchPostingInput, "locationType" | "location">,
  candidateLocation: string | null,
): LocationFit {
  if (posting.locationType === "Remote") return "compatible";
  if (!candidateLocation?.trim()) return "unknown";
  const wanted = placeParts(posting.location);
  const theirs = placeParts(candidateLocation);
  if (wanted.length === 0 || theirs.length === 0) return "unknown";
  if (wanted[0] === theirs[0]) return "compatible";
  return wanted.some((part) => theirs.includes(part)) ? "partial" : "incompatible";
}

export function scoreMatch(posting: MatchPostingInput, candidate: MatchCandidateInput): MatchResult {
  return scoreMatchFacts(posting, candidateFacts(candidate));
}

/** A skill's share of the skills part. */
function skillCredit(reason: SkillReason): number {
  return reason.status === "met"
    ? metSkillCredit(reason.years)
    : reason.status === "unclear"
      ? UNCLEAR_SKILL_CREDIT
      : 0;
}

export function scoreMatchFacts(posting: MatchPostingInput, candidate: MatchCandidateFacts): MatchResult {
  const ready = prepare(posting);
  const skills = skillReasons(ready, candidate);
  const level = levelFitOf(posting, candidate.experienceYears);
  // Looked up without a closure per candidate: a posting's recompute scores 100,000.
  let similarity = ready.titleSimilarities.get(candidate.title ?? "");
  if (similarity === undefined) {
    similarity = titleSimilarity(candidate.title, ready.titleWords);
    ready.titleSimilarities.set(candidate.title ?? "", similarity);
  }
  let location = ready.locationFits.get(candidate.location ?? "");
  if (location === undefined) {
    location = locationFitOf(posting, candidate.location);
    ready.locationFits.set(candidate.location ?? "", location);
  }

  const hasSkills = skills.length > 0;
  let credits = 0;
  for (const reason of skills) credits += skillCredit(reason);
  // Without posting skills, the other parts are scaled up to the whole 100.
  const scale = hasSkills ? 1 : 100 / (100 - MATCH_WEIGHTS.skills);
  const skillPoints = hasSkills ? (MATCH_WEIGHTS.skills * credits) / skills.length : null;
  const levelPoints = MATCH_WEIGHTS.level * level.credit * scale;
  const titlePoints = MATCH_WEIGHTS.title * similarity * scale;
  const locationPoints = MATCH_WEIGHTS.location * LOCATION_CREDIT[location] * scale;
  const base = (skillPoints ?? 0) + levelPoints + titlePoints + locationPoints;
  const evaluation = candidate.evaluationScore;
  const share = evaluation === null ? 0 : EVALUATION_SHARE;
  const keep = 1 - share;
  const breakdown = {
    skills: skillPoints === null ? null : round2(skillPoints * keep),
    level: round2(levelPoints * keep),
    title: round2(titlePoints * keep),
    location: round2(locationPoints * keep),
    evaluation: evaluation === null ? null : round2(evaluation * share),
  };
  const score = Math.max(0, Math.min(100, Math.round(base * keep + (evaluation ?? 0) * share)));
  return {
    score,
    reasons: {
      skills,
      level: { fit: level.fit, candidateYears: candidate.experienceYears, postingLevel: posting.experienceLevel },
      title: { similarity },
      location: { fit: location, postingType: posting.locationType },
      evaluationScore: evaluation,
      breakdown,
    },
  };
}

/** The one order of matches everywhere: best score first, the id breaking ties (as the indexes do). */
export function compareMatches(a: { score: number; id: string }, b: { score: number; id: string }): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
