import { sql } from "drizzle-orm";
import { skillKey, type MatchCandidateFacts } from "@shared/matching/score-match";
import { arrayLiteral } from "../../db/array-literal";
import type { DbOrTx } from "../../db/client";
import { applications, candidateSkills, candidates, evaluations, interviews, matchScores } from "../../db/schema";
import { shownInCandidatePool } from "../candidates/pool-membership";
import { loadSkillSentences, readableInterview, type MatchPair, type MatchPosting } from "./load-match-inputs";

/** One candidate of a posting's recompute: what scoring reads, and the match stored now. */
export interface PostingCandidate {
  pair: MatchPair;
  facts: MatchCandidateFacts;
  /** The stored score and the MD5 of the stored detail, as a uuid (`detailDigest`). */
  stored: { score: number; digest: string } | null;
}

/** A LIKE pattern for text containing the key anywhere (the whole-word check follows in scoring). */
const containing = (key: string) => `%${key.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Every candidate one posting is scored against (its company's pool, and its applicants), read in
 * one set-based query that carries only what the posting's skills can use (decision 0054): the
 * profile years of those skills, the resume text only where it contains one of them, whether
 * there is anything to judge by at all, what the company may use of their interviews; and the
 * stored match, so unchanged rows are not written. The sentences naming a skill follow, read
 * only from the answers that contain one.
 */
export async function loadPostingCandidates(db: DbOrTx, posting: MatchPosting): Promise<PostingCandidate[]> {
  const keys = [...new Set(posting.skills.map(skillKey))].filter(Boolean);
  const keyList = arrayLiteral(keys);
  const patternList = arrayLiteral(keys.map(containing));
  const visible = shownInCandidatePool(sql`${posting.enterpriseId}`);
  // One JSON array of arrays: a row per candidate through the driver and the ORM cost several
  // times the query itself at 100,000 candidates (decision 0054).
  const result = await db.execute(sql`
    with posting_skills as (
      -- The profile skills the posting names, grouped once for everyone (a hash join, not a
      -- lookup per candidate). Names are stored trimmed with single spaces, so lower() is the key.
      select ${candidateSkills.candidateId} as candidate_id,
        array_agg(${candidateSkills.skillName}) as names, array_agg(${candidateSkills.yearsExperience}) as years
      from ${candidateSkills}
      where lower(${candidateSkills.skillName}) = any(${keyList}::text[])
      group by ${candidateSkills.candidateId}
    ), applicants as (
      select distinct ${applications.candidateId} as candidate_id from ${applications}
      where ${applications.jobPostingId} = ${posting.id}::uuid
    ), stored as (
      -- The detail's stored digest tells whether a row changed: the rank index alone answers.
      select ${matchScores.candidateId} as candidate_id, ${matchScores.score} as score, ${matchScores.detailMd5} as digest
      from ${matchScores} where ${matchScores.jobPostingId} = ${posting.id}::uuid
    ), own_interviews as (
      -- The completed interviews of this posting's applications, in the order scoring reads them,
      -- with the current evaluation's score where it may be read. The network interview's facts
      -- are kept on the candidate by triggers (decision 0057).
      select ${applications.candidateId} as candidate_id, ${interviews.id} as id, ${readableInterview} as readable,
        ${evaluations.overallScore} as score
      from ${applications}
      inner join ${interviews} on ${interviews.applicationId} = ${applications.id} and ${interviews.completed}
      left join ${evaluations} on ${evaluations.interviewId} = ${interviews.id} and ${evaluations.isCurrent}
      where ${applications.jobPostingId} = ${posting.id}::uuid
    ), interview_facts as (
      select candidate_id, array_agg(id order by id) filter (where readable) as own_read,
        coalesce(bool_or(not readable), false) as own_unread,
        (array_agg(score order by id) filter (where readable and score is not null))[1] as own_score
      from own_interviews group by candidate_id
    ), reached as (
      select ${candidates.id} as id, ${candidates.title} as title, ${candidates.experienceYears} as experience_years,
        -- The profile's location, copied onto the candidate by a trigger (decision 0035).
        ${candidates.searchLocation} as location,
        case when ${candidates.resumeText} ilike any(${patternList}::text[]) then ${candidates.resumeText} end as resume_text,
        (cardinality(${candidates.skills}) > 0 or coalesce(${candidates.resumeText} ~ '[^[:space:]]', false)) as has_evidence,
        ${visible} as visible, applicants.candidate_id is not null as applied,
        ${candidates.networkReadInterviews} as network_read, ${candidates.networkUnreadInterview} as network_unread,
        ${candidates.networkEvaluationScore} as network_score
      from ${candidates}
      left join applicants on applicants.candidate_id = ${candidates.id}
      where (${visible} or applicants.candidate_id is not null)
    )
    select coalesce(json_agg(json_build_array(
      reached.id, reached.title, reached.experience_years, reached.location, reached.resume_text, reached.has_evidence,
      posting_skills.names, posting_skills.years, reached.visible, reached.applied, stored.score, stored.digest,
      -- The network interview only reaches a company whose pool shows the candidate.
      coalesce(interview_facts.own_read, '{}') || case when reached.visible then reached.network_read else '{}' end,
      coalesce(interview_facts.own_unread, false) or (reached.visible and reached.network_unread),
      coalesce(interview_facts.own_score, case when reached.visible then reached.network_score end)
    )), '[]'::json) as rows
    from reached
    left join posting_skills on posting_skills.candidate_id = reached.id
    left join stored on stored.candidate_id = reached.id
    left join interview_facts on interview_facts.candidate_id = reached.id`);
  const rows = rowsOf(result);
  const sentences = rows.length > 0 ? await loadSkillSentences(db, { postingId: posting.id }, [posting]) : new Map();
  return rows.map((row) => {
    const [
      id,
      title,
      experienceYears,
      location,
      resumeText,
      hasEvidence,
      names,
      years,
      visible,
      applied,
      score,
      digest,
      readInterviews,
      unreadInterview,
      evaluationScore,
    ] = row;
    const profileYears = new Map<string, number>();
    names?.forEach((name, at) => {
      const key = skillKey(name);
      profileYears.set(key, Math.max(profileYears.get(key) ?? 0, years?.[at] ?? 0));
    });
    const transcripts = readInterviews.flatMap((interviewId) => sentences.get(interviewId) ?? []);
    return {
      pair: { postingId: posting.id, candidateId: id, visible, applied },
      facts: {
        title,
        experienceYears,
        location,
        profileYears,
        resumeText,
        transcripts,
        unreadInterview,
        evaluationScore,
        hasEvidence: hasEvidence || transcripts.length > 0,
      },
      stored: score === null || digest === null ? null : { score, digest },
    };
  });
}

type CandidateTuple = [
  id: string,
  title: string | null,
  experienceYears: number,
  location: string | null,
  resumeText: string | null,
  hasEvidence: boolean,
  names: string[] | null,
  years: number[] | null,
  visible: boolean,
  applied: boolean,
  score: number | null,
  digest: string | null,
  /** The interviews the company may read, in the order scoring reads them. */
  readInterviews: string[],
  unreadInterview: boolean,
  evaluationScore: number | null,
];

/** node-postgres and PGlite both answer `rows` and parse json; an unparsed string is parsed here. */
function rowsOf(result: unknown): CandidateTuple[] {
  const value = (result as { rows: { rows: CandidateTuple[] | string }[] }).rows[0]?.rows ?? [];
  return typeof value === "string" ? (JSON.parse(value) as CandidateTuple[]) : value;
}
