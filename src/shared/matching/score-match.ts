import { experienceLevelValues } from "../accounts/candidate-application";
import { poolExperienceRanges } from "../candidates/contracts";
import {
  CLAIMS_IN_FULL,
  type LevelFit,
  type LocationFit,
  type MatchReasons,
  type SkillReason,
  type TranscriptEvidence,
} from "./match-reasons";
import { listedNames, resumeMentions, sentenceMention, type SkillMention } from "./skill-mentions";

/*
 * The match score (decisions 0052 and 0070): one pure, deterministic function of a candidate and a
 * posting, measuring fit to the posting. Points out of 100: skills 50, level 20, title 15,
 * location 15. A posting without skills leaves the skills part out and scales the other three to
 * 100. The interview's AI score is no part of it: lists show it beside the match.
 */
export const MATCH_WEIGHTS = { skills: 50, level: 20, title: 15, location: 15 } as const;

/**
 * A skill's credit (decision 0070). Shown in use (a resume sentence, said in an interview): full.
 * Only claimed (the profile's list, a bare list): CLAIMED_SKILL_CREDIT, so that three claimed
 * skills weigh less than one shown. Years are a claim too and add nothing. Missing, unclear or
 * said not to be used: nothing; an unknown is never worth more than an honest "no".
 */
const SHOWN_SKILL_CREDIT = 1;
const CLAIMED_SKILL_CREDIT = 0.3;
/** An unknown level or location is worth what the worst honest answer is: nothing (decision 0070). */
const LEVEL_CREDIT: Record<LevelFit, number> = { meets: 1, above: 0.75, below: 0.5, unknown: 0 };
const LOCATION_CREDIT: Record<LocationFit, number> = { compatible: 1, partial: 0.5, incompatible: 0, unknown: 0 };

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
  /** The AI score the company may see: carried in the reasons, shown beside the match, not in it. */
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
  /** How many skills the profile lists, all of them: past CLAIMS_IN_FULL its claims count less. */
  profileSkillCount: number;
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

/**
 * The skill as a whole word or phrase ("Java" is not in "JavaScript"; "C++" and "Node.js" work),
 * any whitespace between its words.
 */
const mentionPattern = (key: string) =>
  new RegExp(`(?<![a-z0-9+#])${escapeRegExp(key).replace(/ /g, "\\s+")}(?![a-z0-9+#])`, "i");

/** What scoring needs of a posting, worked out once however many candidates it is scored against. */
interface PreparedPosting {
  skills: { skill: string; key: string; pattern: RegExp }[];
  /** Every skill's pattern: left out of a sentence before it is told from a list. */
  patterns: RegExp[];
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
    patterns: skills.map((skill) => skill.pattern),
    titleWords: titleWords(posting.title),
    titleSimilarities: new Map(),
    locationFits: new Map(),
  };
  prepared.set(posting, result);
  return result;
}

/**
 * Each posting skill's status and evidence (decision 0070), in this order:
 * 1. shown in use: the first sentence said in an interview the company may watch that names it and
 *    is no bare list, else the first such sentence or line of the resume;
 * 2. negated: named only in sentences that say it was not used ("I have never used Kubernetes"),
 *    in an interview first, then the resume; this outweighs a claim;
 * 3. claimed: on the profile (with its years), else in a bare list of the resume, else in a list
 *    said in an interview;
 * 4. not found: unclear when an interview could not be read or there is nothing at all to judge
 *    by, missing otherwise. Either is worth nothing.
 */
function skillReasons(posting: PreparedPosting, candidate: MatchCandidateFacts): SkillReason[] {
  const reasons: SkillReason[] = [];
  for (const { skill, key, pattern } of posting.skills) {
    const profileYears = candidate.profileYears.get(key);
    const years = profileYears ?? null;
    let said: TranscriptEvidence | null = null;
    let saidNot: TranscriptEvidence | null = null;
    let saidInList: TranscriptEvidence | null = null;
    for (const sentence of candidate.transcripts) {
      const kind = sentenceMention(sentence.text, pattern, posting.patterns);
      if (kind === "shown") {
        said = sentence;
        break;
      }
      if (kind === "negated") saidNot ??= sentence;
      else if (kind === "listed") saidInList ??= sentence;
    }
    if (said) {
      reasons.push(reason(skill, "met", years, "transcript", said, "shown", null));
      continue;
    }
    const written = candidate.resumeText
      ? resumeMentions(candidate.resumeText, pattern, posting.patterns)
      : NO_MENTIONS;
    const shownInResume = fragmentOf(written, "shown");
    if (shownInResume !== undefined) {
      reasons.push(reason(skill, "met", years, "resume", null, "shown", shownInResume));
      continue;
    }
    if (saidNot) {
      reasons.push(reason(skill, "negated", years, "transcript", saidNot, null, null));
      continue;
    }
    const deniedInResume = fragmentOf(written, "negated");
    if (deniedInResume !== undefined) {
      reasons.push(reason(skill, "negated", years, "resume", null, null, deniedInResume));
      continue;
    }
    if (profileYears !== undefined) {
      reasons.push(reason(skill, "met", years, "profile", null, "claimed", null));
      continue;
    }
    const listedInResume = fragmentOf(written, "listed");
    if (listedInResume !== undefined) {
      reasons.push(reason(skill, "met", years, "resume", null, "claimed", listedInResume));
      continue;
    }
    if (saidInList) {
      reasons.push(reason(skill, "met", years, "transcript", saidInList, "claimed", null));
      continue;
    }
    const unclear = !candidate.hasEvidence || candidate.unreadInterview;
    reasons.push(reason(skill, unclear ? "unclear" : "missing", null, null, null, null, null));
  }
  return reasons;
}

const NO_MENTIONS: SkillMention[] = [];

/** The first mention of this kind's sentence or line. */
function fragmentOf(mentions: SkillMention[], kind: SkillMention["kind"]): string | undefined {
  for (const mention of mentions) if (mention.kind === kind) return mention.fragment;
  return undefined;
}

/** A skill's reason, its fields always in one order (a posting's recompute builds 400,000). */
const reason = (
  skill: string,
  status: SkillReason["status"],
  years: number | null,
  source: SkillReason["source"],
  transcript: TranscriptEvidence | null,
  evidence: SkillReason["evidence"],
  excerpt: string | null,
): SkillReason => ({ skill, status, years, source, transcript, evidence, excerpt });

/**
 * How many skills the candidate claims: the profile's list, or the names in the resume's bare
 * lists, whichever is more (the two often repeat each other). The resume is read for it only when
 * one of its lists holds a claim.
 */
function claimedSkillsOf(posting: PreparedPosting, candidate: MatchCandidateFacts, skills: SkillReason[]): number {
  const fromResume = skills.some((reason) => reason.evidence === "claimed" && reason.source === "resume");
  const inLists = fromResume && candidate.resumeText ? listedNames(candidate.resumeText, posting.patterns) : 0;
  return Math.max(candidate.profileSkillCount, inLists);
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
    profileSkillCount: candidate.skills.length,
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

/** A skill's share of the skills part: claims spread thinner past CLAIMS_IN_FULL claimed. */
function skillCredit(reason: SkillReason, claimShare: number): number {
  if (reason.status !== "met") return 0;
  return reason.evidence === "shown" ? SHOWN_SKILL_CREDIT : CLAIMED_SKILL_CREDIT * claimShare;
}

export function scoreMatchFacts(posting: MatchPostingInput, candidate: MatchCandidateFacts): MatchResult {
  const ready = prepare(posting);
  const skills = skillReasons(ready, candidate);
  const claimed = claimedSkillsOf(ready, candidate, skills);
  const claimShare = claimed > CLAIMS_IN_FULL ? CLAIMS_IN_FULL / claimed : 1;
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
  for (const reason of skills) credits += skillCredit(reason, claimShare);
  // Without posting skills, the other parts are scaled up to the whole 100.
  const scale = hasSkills ? 1 : 100 / (100 - MATCH_WEIGHTS.skills);
  const skillPoints = hasSkills ? (MATCH_WEIGHTS.skills * credits) / skills.length : null;
  const levelPoints = MATCH_WEIGHTS.level * level.credit * scale;
  const titlePoints = MATCH_WEIGHTS.title * similarity * scale;
  const locationPoints = MATCH_WEIGHTS.location * LOCATION_CREDIT[location] * scale;
  const total = (skillPoints ?? 0) + levelPoints + titlePoints + locationPoints;
  return {
    score: Math.max(0, Math.min(100, Math.round(total))),
    reasons: {
      skills,
      level: { fit: level.fit, candidateYears: candidate.experienceYears, postingLevel: posting.experienceLevel },
      title: { similarity },
      location: { fit: location, postingType: posting.locationType },
      evaluationScore: candidate.evaluationScore,
      // Only past the plausible number: below it, candidates differ in nothing here (decision 0061).
      claimedSkills: claimed > CLAIMS_IN_FULL ? claimed : null,
      breakdown: {
        skills: skillPoints === null ? null : round2(skillPoints),
        level: round2(levelPoints),
        title: round2(titlePoints),
        location: round2(locationPoints),
      },
    },
  };
}

/** The one order of matches everywhere: best score first, the id breaking ties (as the indexes do). */
export function compareMatches(a: { score: number; id: string }, b: { score: number; id: string }): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
