import { sql } from "drizzle-orm";
import { skillKey, type MatchCandidateFacts } from "@shared/matching/score-match";
import { arrayLiteral } from "../../db/array-literal";
import type { DbOrTx } from "../../db/client";
import { applications, candidateSkills, candidates, matchScores } from "../../db/schema";
import { shownInCandidatePool } from "../candidates/pool-membership";
import { interviewFactsFor, loadInterviews, type MatchPair, type MatchPosting } from "./load-match-inputs";

/** One candidate of a posting's recompute: what scoring reads, and the match stored now. */
export interface PostingCandidate {
  pair: MatchPair;
  facts: MatchCandidateFacts;
  /** The stored score and the MD5 (hex) of the stored detail. */
  stored: { score: number; digest: string } | null;
}

/** A LIKE pattern for text containing the key anywhere (the whole-word check follows in scoring). */
const containing = (key: string) => `%${key.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Every candidate one posting is scored against (its company's pool, and its applicants), read in
 * one set-based query that carries only what the posting's skills can use (decision 0054): the
 * profile years of those skills, the resume text only where it contains one of them, whether
 * there is anything to judge by at all; and the stored match, so unchanged rows are not written.
 * The interviews follow in the loader shared with the candidate's recompute.
 */
export async function loadPostingCandidates(db: DbOrTx, posting: MatchPosting): Promise<PostingCandidate[]> {
  const keys = [...new Set(posting.skills.map(skillKey))].filter(Boolean);
  const keyList = arrayLiteral(keys);
  const patternList = arrayLiteral(keys.map(containing));
  const visible = shownInCandidatePool(sql`${posting.enterpriseId}`);
  const applied = sql<boolean>`(applicants.candidate_id is not null)`;
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
      -- A digest of the stored detail is enough to tell whether a row changed, at a fifth of the bytes.
      select ${matchScores.candidateId} as candidate_id, ${matchScores.score} as score, md5(${matchScores.detail}) as digest
      from ${matchScores} where ${matchScores.jobPostingId} = ${posting.id}::uuid
    )
    select coalesce(json_agg(json_build_array(
      ${candidates.id}, ${candidates.title}, ${candidates.experienceYears},
      -- The profile's location, copied onto the candidate by a trigger (decision 0035).
      ${candidates.searchLocation},
      case when ${candidates.resumeText} ilike any(${patternList}::text[]) then ${candidates.resumeText} end,
      (cardinality(${candidates.skills}) > 0 or coalesce(${candidates.resumeText} ~ '\S', false)),
      posting_skills.names, posting_skills.years, ${visible}, ${applied}, stored.score, stored.digest
    )), '[]'::json) as rows
    from ${candidates}
    left join posting_skills on posting_skills.candidate_id = ${candidates.id}
    left join applicants on applicants.candidate_id = ${candidates.id}
    left join stored on stored.candidate_id = ${candidates.id}
    where (${visible} or ${applied})`);
  const rows = rowsOf(result);
  const pairs = rows.map(([id, , , , , , , , visible, applied]) => ({
    postingId: posting.id,
    candidateId: id,
    visible,
    applied,
  }));
  const interviews = rows.length > 0 ? await loadInterviews(db, { postingId: posting.id }, [posting]) : new Map();
  return rows.map((row, index) => {
    const [, title, experienceYears, location, resumeText, hasEvidence, names, years, , , score, digest] = row;
    const pair = pairs[index]!;
    const profileYears = new Map<string, number>();
    names?.forEach((name, at) => {
      const key = skillKey(name);
      profileYears.set(key, Math.max(profileYears.get(key) ?? 0, years?.[at] ?? 0));
    });
    const interviewFacts = interviewFactsFor(interviews, pair);
    return {
      pair,
      facts: {
        title,
        experienceYears,
        location,
        profileYears,
        resumeText,
        ...interviewFacts,
        hasEvidence: hasEvidence || interviewFacts.transcripts.length > 0,
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
];

/** node-postgres and PGlite both answer `rows` and parse json; an unparsed string is parsed here. */
function rowsOf(result: unknown): CandidateTuple[] {
  const value = (result as { rows: { rows: CandidateTuple[] | string }[] }).rows[0]?.rows ?? [];
  return typeof value === "string" ? (JSON.parse(value) as CandidateTuple[]) : value;
}
