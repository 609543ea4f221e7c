import { and, asc, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import type { TranscriptEvidence } from "@shared/matching/match-reasons";
import type { MatchCandidateInput, MatchPostingInput } from "@shared/matching/score-match";
import type { DbOrTx } from "../../db/client";
import {
  answerTranscripts,
  applications,
  candidates,
  evaluations,
  interviews,
  jobPostings,
  profiles,
  transcriptCorrections,
} from "../../db/schema";
import { shownInCandidatePool } from "../candidates/visibility/pool-membership";
import { transcriptSentences } from "./transcript-sentences";

/*
 * Everything a recompute scores, read in a handful of set-based queries whatever the number of
 * candidates (decision 0052): the postings, the candidates with their profile skills, their
 * completed interviews with the current evaluation, and the sentences of those interviews that
 * name a posting skill (corrected text where the candidate corrected it).
 */

export interface MatchPosting extends MatchPostingInput {
  id: string;
  enterpriseId: string;
}

interface MatchCandidate {
  id: string;
  title: string | null;
  experienceYears: number;
  location: string | null;
  resumeText: string | null;
  skills: { name: string; years: number }[];
}

/** One candidate to score for one posting, and what the posting's company may watch of them. */
export interface MatchPair {
  postingId: string;
  candidateId: string;
  /** The candidate is in the company's pool: its network interview may be used. */
  visible: boolean;
  /** The candidate applied to this posting: that application's interview may be used. */
  applied: boolean;
}

interface LoadedInterview {
  id: string;
  /** Null: the network interview. */
  postingId: string | null;
  /** Human-only review, or no finished evaluation: not read. */
  readable: boolean;
  evaluationScore: number | null;
  sentences: TranscriptEvidence[];
}

export interface MatchInputs {
  postings: Map<string, MatchPosting>;
  candidates: Map<string, MatchCandidate>;
  pairs: MatchPair[];
  interviews: Map<string, LoadedInterview[]>;
}

export type MatchScope = { postingId: string } | { candidateId: string };

const postingColumns = {
  id: jobPostings.id,
  enterpriseId: jobPostings.enterpriseId,
  title: jobPostings.title,
  skills: jobPostings.skills,
  experienceLevel: jobPostings.experienceLevel,
  locationType: jobPostings.locationType,
  location: jobPostings.location,
};

const candidateColumns = {
  id: candidates.id,
  title: candidates.title,
  experienceYears: candidates.experienceYears,
  location: profiles.location,
  resumeText: candidates.resumeText,
  skills: sql<[string, number][]>`(select coalesce(json_agg(json_build_array(cs.skill_name, cs.years_experience)
    order by cs.skill_name, cs.years_experience), '[]'::json) from candidate_skills cs where cs.candidate_id = ${candidates.id})`,
};

type CandidateRow = {
  id: string;
  title: string | null;
  experienceYears: number;
  location: string | null;
  resumeText: string | null;
  skills: [string, number][] | string;
};

function toCandidate(row: CandidateRow): MatchCandidate {
  // PGlite hands json back parsed; node-postgres too; a string is parsed for safety.
  const skills = typeof row.skills === "string" ? (JSON.parse(row.skills) as [string, number][]) : row.skills;
  return {
    id: row.id,
    title: row.title,
    experienceYears: row.experienceYears,
    location: row.location,
    resumeText: row.resumeText,
    skills: skills.map(([name, years]) => ({ name, years })),
  };
}

/** One candidate and every active posting whose company may see them or they applied to. */
export async function loadCandidateMatchInputs(db: DbOrTx, candidateId: string): Promise<MatchInputs> {
  const [row] = await db
    .select(candidateColumns)
    .from(candidates)
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(eq(candidates.id, candidateId));
  if (!row) return { postings: new Map(), candidates: new Map(), pairs: [], interviews: new Map() };
  // Active postings only; the pool rule is checked with each posting's company. The candidate
  // is joined, not looked up in a sub-query: Drizzle leaves the columns of a one-table select
  // unqualified, and a sub-query's own table would then capture "id".
  const postingsRows = await db
    .select({
      ...postingColumns,
      visible: sql<boolean>`${shownInCandidatePool(sql`${jobPostings.enterpriseId}`)}`,
      applied: sql<boolean>`exists (select 1 from ${applications}
        where ${applications.candidateId} = ${candidates.id} and ${applications.jobPostingId} = ${jobPostings.id})`,
    })
    .from(jobPostings)
    .innerJoin(candidates, eq(candidates.id, candidateId))
    .where(eq(jobPostings.status, "active"))
    .orderBy(asc(jobPostings.id));
  const postingList: MatchPosting[] = [];
  const pairs: MatchPair[] = [];
  for (const { visible: isVisible, applied: hasApplied, ...posting } of postingsRows) {
    if (!isVisible && !hasApplied) continue;
    postingList.push(posting);
    pairs.push({ postingId: posting.id, candidateId: row.id, visible: isVisible, applied: hasApplied });
  }
  const candidate = toCandidate(row);
  return {
    postings: new Map(postingList.map((posting) => [posting.id, posting])),
    candidates: new Map([[candidate.id, candidate]]),
    pairs,
    interviews: pairs.length > 0 ? await loadInterviews(db, { candidateId }, postingList) : new Map(),
  };
}

/** A posting and its company's id, as scoring reads them. */
export async function loadMatchPosting(db: DbOrTx, postingId: string): Promise<MatchPosting | null> {
  const [posting] = await db.select(postingColumns).from(jobPostings).where(eq(jobPostings.id, postingId));
  return posting ?? null;
}

/** The network interview and, for a posting scope, that posting's; for a candidate, all of theirs. */
function interviewScope(scope: MatchScope): SQL | undefined {
  return "postingId" in scope
    ? or(isNull(applications.jobPostingId), eq(applications.jobPostingId, scope.postingId))
    : eq(applications.candidateId, scope.candidateId);
}

/**
 * Whether scoring may read an interview (joined with its current evaluation, if any): not kept
 * for human review only, and its evaluation finished. A database function (migration 0040), the
 * one definition the triggers that keep a candidate's network interview facts use too.
 */
export const readableInterview = sql<boolean>`onetake_interview_readable(${interviews.humanReviewOnly},
  ${evaluations.humanReviewOnly}, ${evaluations.status})`;

async function loadInterviews(
  db: DbOrTx,
  scope: MatchScope,
  postings: MatchPosting[],
): Promise<Map<string, LoadedInterview[]>> {
  const where = and(eq(interviews.completed, true), interviewScope(scope));
  const rows = await db
    .select({
      candidateId: applications.candidateId,
      postingId: applications.jobPostingId,
      interviewId: interviews.id,
      readable: readableInterview,
      overallScore: evaluations.overallScore,
    })
    .from(applications)
    .innerJoin(interviews, eq(interviews.applicationId, applications.id))
    .leftJoin(evaluations, and(eq(evaluations.interviewId, interviews.id), eq(evaluations.isCurrent, true)))
    .where(where)
    .orderBy(asc(applications.candidateId), asc(interviews.id));
  if (rows.length === 0) return new Map();
  const sentencesByInterview = await loadSkillSentences(db, scope, postings);

  const byCandidate = new Map<string, LoadedInterview[]>();
  for (const { readable, ...row } of rows) {
    const list = byCandidate.get(row.candidateId) ?? [];
    list.push({
      id: row.interviewId,
      postingId: row.postingId,
      readable,
      evaluationScore: readable ? row.overallScore : null,
      sentences: readable ? (sentencesByInterview.get(row.interviewId) ?? []) : [],
    });
    byCandidate.set(row.candidateId, list);
  }
  return byCandidate;
}

/**
 * The sentences naming one of the postings' skills, by interview, of the completed interviews in
 * scope: the current evaluation's transcript of each answer, or the candidate's correction of it.
 * Only answers whose text contains a skill are read (a trigram index finds them).
 */
export async function loadSkillSentences(
  db: DbOrTx,
  scope: MatchScope,
  postings: MatchPosting[],
): Promise<Map<string, TranscriptEvidence[]>> {
  const where = and(eq(interviews.completed, true), interviewScope(scope));
  const patterns = [
    ...new Set(postings.flatMap((posting) => posting.skills.map((skill) => skill.trim().toLowerCase()))),
  ]
    .filter(Boolean)
    .map((skill) => `%${skill.replace(/[\\%_]/g, "\\$&")}%`);
  const sentencesByInterview = new Map<string, TranscriptEvidence[]>();
  if (patterns.length > 0) {
    const mentions = (text: SQL) =>
      sql`${text} ilike any(array[${sql.join(
        patterns.map((pattern) => sql`${pattern}`),
        sql`, `,
      )}]::text[])`;
    // An applied correction (a fix of misheard words, or one the reviewer accepted after listening;
    // decision 0069) replaces the transcript of that answer. One still waiting is in another table.
    const corrections = await db
      .selectDistinctOn([transcriptCorrections.interviewId, transcriptCorrections.questionIndex], {
        interviewId: transcriptCorrections.interviewId,
        questionIndex: transcriptCorrections.questionIndex,
        text: transcriptCorrections.text,
        words: transcriptCorrections.words,
      })
      .from(transcriptCorrections)
      .innerJoin(interviews, eq(interviews.id, transcriptCorrections.interviewId))
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(where)
      .orderBy(
        transcriptCorrections.interviewId,
        transcriptCorrections.questionIndex,
        desc(transcriptCorrections.createdAt),
        desc(transcriptCorrections.id),
      );
    const corrected = new Map(corrections.map((row) => [`${row.interviewId}:${row.questionIndex}`, row]));
    const transcripts = await db
      .select({
        interviewId: answerTranscripts.interviewId,
        questionIndex: answerTranscripts.questionIndex,
        text: answerTranscripts.text,
        words: answerTranscripts.words,
      })
      .from(answerTranscripts)
      .innerJoin(evaluations, and(eq(evaluations.id, answerTranscripts.evaluationId), eq(evaluations.isCurrent, true)))
      .innerJoin(interviews, eq(interviews.id, answerTranscripts.interviewId))
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(and(where, mentions(sql`${answerTranscripts.text}`)))
      .orderBy(asc(answerTranscripts.interviewId), asc(answerTranscripts.questionIndex));
    const answers = new Map<string, { interviewId: string; questionIndex: number; text: string; words: TimedWord[] }>();
    for (const row of transcripts) answers.set(`${row.interviewId}:${row.questionIndex}`, row);
    // A correction stands in for its answer even where only the correction names a skill.
    for (const [key, row] of corrected) answers.set(key, row);
    const ordered = [...answers.values()].sort((a, b) =>
      a.interviewId === b.interviewId ? a.questionIndex - b.questionIndex : a.interviewId < b.interviewId ? -1 : 1,
    );
    for (const answer of ordered) {
      const list = sentencesByInterview.get(answer.interviewId) ?? [];
      list.push(...transcriptSentences(answer));
      sentencesByInterview.set(answer.interviewId, list);
    }
  }

  return sentencesByInterview;
}

/** What scoring reads of the interviews one posting's company may use of a candidate. */
interface InterviewFacts {
  transcripts: TranscriptEvidence[];
  unreadInterview: boolean;
  evaluationScore: number | null;
}

/**
 * What one posting's company may use of a candidate (the privacy rule): the network interview
 * when the candidate is in its pool, the interview of their application to this posting, never
 * another company's posting interview. The evaluation is this posting's interview's, else the
 * network one's.
 */
const NO_INTERVIEW: InterviewFacts = Object.freeze({ transcripts: [], unreadInterview: false, evaluationScore: null });

function interviewFactsFor(interviews: Map<string, LoadedInterview[]>, pair: MatchPair): InterviewFacts {
  const all = interviews.get(pair.candidateId);
  // Most of a pool has no interview: one shared answer instead of three arrays each.
  if (!all) return NO_INTERVIEW;
  const own = pair.applied ? all.filter((interview) => interview.postingId === pair.postingId) : [];
  const network = pair.visible ? all.filter((interview) => interview.postingId === null) : [];
  const permitted = [...own, ...network];
  const scored = permitted.find((interview) => interview.evaluationScore !== null);
  return {
    transcripts: permitted.flatMap((interview) => interview.sentences),
    unreadInterview: permitted.some((interview) => !interview.readable),
    evaluationScore: scored?.evaluationScore ?? null,
  };
}

export function candidateInputFor(inputs: MatchInputs, pair: MatchPair): MatchCandidateInput | null {
  const candidate = inputs.candidates.get(pair.candidateId);
  if (!candidate) return null;
  return {
    title: candidate.title,
    experienceYears: candidate.experienceYears,
    location: candidate.location,
    skills: candidate.skills,
    resumeText: candidate.resumeText,
    ...interviewFactsFor(inputs.interviews, pair),
  };
}
