import { asc, eq, sql } from "drizzle-orm";
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
  stored: { score: number; detail: string } | null;
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
  const applied = sql<boolean>`exists (select 1 from ${applications}
    where ${applications.candidateId} = ${candidates.id} and ${applications.jobPostingId} = ${posting.id}::uuid)`;
  // The profile skills the posting names, grouped once for everyone (a hash join, not a lookup per candidate).
  const postingSkills = db
    .select({
      candidateId: candidateSkills.candidateId,
      names: sql<string[]>`array_agg(${candidateSkills.skillName})`.as("names"),
      years: sql<number[]>`array_agg(${candidateSkills.yearsExperience})`.as("years"),
    })
    .from(candidateSkills)
    // Names are stored trimmed; one with unusual spacing is kept too, and `skillKey` decides.
    .where(
      sql`(lower(${candidateSkills.skillName}) = any(${keyList}::text[]) or ${candidateSkills.skillName} ~ '\\s\\s|[\\t\\n\\r\\f\\v]')`,
    )
    .groupBy(candidateSkills.candidateId)
    .as("posting_skills");
  const rows = await db
    .select({
      id: candidates.id,
      title: candidates.title,
      experienceYears: candidates.experienceYears,
      // The profile's location, copied onto the candidate by a trigger (decision 0035).
      location: candidates.searchLocation,
      resumeText: sql<
        string | null
      >`case when ${candidates.resumeText} ilike any(${patternList}::text[]) then ${candidates.resumeText} end`,
      hasEvidence: sql<boolean>`(cardinality(${candidates.skills}) > 0 or coalesce(${candidates.resumeText} ~ '\\S', false))`,
      skillNames: postingSkills.names,
      skillYears: postingSkills.years,
      visible: sql<boolean>`${visible}`,
      applied,
      storedScore: matchScores.score,
      storedDetail: matchScores.detail,
    })
    .from(candidates)
    .leftJoin(postingSkills, eq(postingSkills.candidateId, candidates.id))
    .leftJoin(
      matchScores,
      sql`${matchScores.candidateId} = ${candidates.id} and ${matchScores.jobPostingId} = ${posting.id}::uuid`,
    )
    .where(sql`(${visible} or ${applied})`)
    .orderBy(asc(candidates.id));
  const pairs = rows.map((row) => ({
    postingId: posting.id,
    candidateId: row.id,
    visible: row.visible,
    applied: row.applied,
  }));
  const interviews = rows.length > 0 ? await loadInterviews(db, { postingId: posting.id }, [posting]) : new Map();
  return rows.map((row, index) => {
    const pair = pairs[index]!;
    const profileYears = new Map<string, number>();
    const names = row.skillNames ?? [];
    names.forEach((name, at) => {
      const key = skillKey(name);
      profileYears.set(key, Math.max(profileYears.get(key) ?? 0, row.skillYears?.[at] ?? 0));
    });
    const interviewFacts = interviewFactsFor(interviews, pair);
    return {
      pair,
      facts: {
        title: row.title,
        experienceYears: row.experienceYears,
        location: row.location,
        profileYears,
        resumeText: row.resumeText,
        ...interviewFacts,
        hasEvidence: row.hasEvidence || interviewFacts.transcripts.length > 0,
      },
      stored:
        row.storedScore === null || row.storedDetail === null
          ? null
          : { score: row.storedScore, detail: row.storedDetail },
    };
  });
}
