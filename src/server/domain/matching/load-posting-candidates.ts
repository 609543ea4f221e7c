import { sql, type SQL } from "drizzle-orm";
import type { TranscriptEvidence } from "@shared/matching/match-reasons";
import { skillKey, type MatchCandidateFacts } from "@shared/matching/score-match";
import { arrayLiteral } from "../../db/array-literal";
import type { DbOrTx } from "../../db/client";
import { applications, candidateSkills, candidates, evaluations, interviews, matchScores } from "../../db/schema";
import { shownInCandidatePool } from "../candidates/visibility/pool-membership";
import { loadSkillSentences, readableInterview, type MatchPair, type MatchPosting } from "./load-match-inputs";

/** One candidate of a posting's recompute: what scoring reads, and the match stored now. */
export interface PostingCandidate {
  pair: MatchPair;
  facts: MatchCandidateFacts;
  /** The stored score and the MD5 (hex) of the stored detail. */
  stored: { score: number; digest: string } | null;
}

/** A LIKE pattern for text containing the key anywhere (the whole-word check follows in scoring). */
const containing = (key: string) => `%${key.replace(/[\\%_]/g, "\\$&")}%`;

/** Rows a fetch from the cursor answers: scored while the database prepares the next ones. */
const BATCH = 5_000;

/** What a posting's read hands its caller, row by row. */
export interface PostingCandidateVisitor {
  /** A candidate the posting reaches, to score. */
  candidate: (candidate: PostingCandidate) => void;
  /** A candidate with a stored match the posting no longer reaches (no longer in the pool, say). */
  gone: (candidateId: string) => void;
  /**
   * A batch was handed over: a statement the caller wants run in the transaction now (its writes,
   * say). It is sent after the fetch already in flight and before the next one, so the database
   * runs it while Node scores the next batch.
   */
  batchDone?: () => (() => Promise<unknown>) | undefined;
}

/** Rows scored between two turns of the event loop, so a statement that may go now is sent. */
const ROWS_PER_TURN = 1_000;

/**
 * Every candidate one posting is scored against (its company's pool, and its applicants), read in
 * one set-based query that carries only what the posting's skills can use (decision 0054): the
 * profile years of those skills and how many skills the profile lists (decision 0070), the
 * resume text only where it contains one of them, whether
 * there is anything to judge by at all, what the company may use of their interviews; and the
 * stored match, so unchanged rows are not written, and stored matches the posting no longer
 * reaches. The sentences naming a skill are read first, only from the answers that contain one.
 *
 * The query runs through a cursor in the caller's transaction, a batch per fetch; each next fetch
 * is queued before the batch is handed over, so the database works on it while the batch is scored
 * (decision 0057), and the statement `batchDone` answers (the batch's writes) runs after that
 * fetch, while the next batch is scored (decision 0058).
 */
export async function readPostingCandidates(
  db: DbOrTx,
  posting: MatchPosting,
  visit: PostingCandidateVisitor,
  batchSize = BATCH,
): Promise<void> {
  const sentences = await loadSkillSentences(db, { postingId: posting.id }, [posting]);
  await db.execute(sql`declare posting_candidates no scroll cursor for ${postingCandidateRows(posting)}`);
  // FETCH takes no bind parameter: the count is written into the statement.
  const size = Math.max(1, Math.floor(batchSize));
  const fetchStatement = sql.raw(`fetch ${size} from posting_candidates`);
  // One statement at a time on the connection (node-postgres 9 drops its queue): each waits for
  // the one before, and a failure reaches every later one, so the first error is the one thrown.
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const run = tail.then(statement);
    tail = run;
    // Awaited below; a failure while a batch is scored must not count as unhandled meanwhile.
    run.catch(() => undefined);
    return run;
  };
  const fetchBatch = () => inTurn(() => db.execute(fetchStatement).then(rowsOf));
  try {
    let next: Promise<CandidateRow[]> | null = fetchBatch();
    while (next) {
      const rows: CandidateRow[] = await next;
      next = rows.length === size ? fetchBatch() : null;
      for (let at = 0; at < rows.length; at += 1) {
        // Scoring does not yield by itself: a turn lets a statement whose turn came leave.
        if (at % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        const row = rows[at]!;
        if (isGone(row)) visit.gone(row[0]);
        else visit.candidate(postingCandidate(posting, row, sentences));
      }
      const statement = visit.batchDone?.();
      if (statement) void inTurn(statement);
    }
  } catch (error) {
    // A visitor that throws leaves a fetch in flight: the transaction's rollback must not be sent
    // while it runs.
    await tail.catch(() => undefined);
    throw error;
  }
  await tail;
  await db.execute(sql`close posting_candidates`);
}

function postingCandidateRows(posting: MatchPosting): SQL {
  const keys = [...new Set(posting.skills.map(skillKey))].filter(Boolean);
  const keyList = arrayLiteral(keys);
  const patternList = arrayLiteral(keys.map(containing));
  const visible = shownInCandidatePool(sql`${posting.enterpriseId}`);
  // A JSON array per candidate: one value to parse, not fifteen columns through the ORM.
  return sql`
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
      -- As the hex MD5 Node computes, without the uuid's dashes.
      select ${matchScores.candidateId} as candidate_id, ${matchScores.score} as score,
        replace(${matchScores.detailMd5}::text, '-', '') as digest
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
        -- Every skill the profile lists: past a plausible number its claims count less (decision 0070).
        coalesce(cardinality(${candidates.skills}), 0) as skill_count,
        ${visible} as visible, applicants.candidate_id is not null as applied,
        ${candidates.networkReadInterviews} as network_read, ${candidates.networkUnreadInterview} as network_unread,
        ${candidates.networkEvaluationScore} as network_score
      from ${candidates}
      left join applicants on applicants.candidate_id = ${candidates.id}
      where (${visible} or applicants.candidate_id is not null)
    )
    select case when reached.id is null then json_build_array(stored.candidate_id) else json_build_array(
      reached.id, reached.title, reached.experience_years, reached.location, reached.resume_text, reached.has_evidence,
      posting_skills.names, posting_skills.years, reached.visible, reached.applied, stored.score, stored.digest,
      -- The network interview only reaches a company whose pool shows the candidate.
      coalesce(interview_facts.own_read, '{}') || case when reached.visible then reached.network_read else '{}' end,
      coalesce(interview_facts.own_unread, false) or (reached.visible and reached.network_unread),
      coalesce(interview_facts.own_score, case when reached.visible then reached.network_score end),
      reached.skill_count
    ) end as row
    -- A stored match without a reached candidate comes out alone: the posting no longer reaches them.
    from reached
    full join stored on stored.candidate_id = reached.id
    left join posting_skills on posting_skills.candidate_id = reached.id
    left join interview_facts on interview_facts.candidate_id = reached.id`;
}

const NO_YEARS: ReadonlyMap<string, number> = new Map();
const NO_SENTENCES: TranscriptEvidence[] = [];

function postingCandidate(
  posting: MatchPosting,
  row: CandidateTuple,
  sentences: Map<string, TranscriptEvidence[]>,
): PostingCandidate {
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
    profileSkillCount,
  ] = row;
  // Most of a pool names none of the posting's skills and has no interview to read: they share
  // one empty map and list instead of allocating their own (a recompute makes 100,000).
  let profileYears: ReadonlyMap<string, number> = NO_YEARS;
  if (names) {
    const byKey = new Map<string, number>();
    for (let at = 0; at < names.length; at += 1) {
      const key = skillKey(names[at]!);
      byKey.set(key, Math.max(byKey.get(key) ?? 0, years?.[at] ?? 0));
    }
    profileYears = byKey;
  }
  let transcripts: TranscriptEvidence[] = NO_SENTENCES;
  for (const interviewId of readInterviews) {
    const said = sentences.get(interviewId);
    if (said) transcripts = transcripts === NO_SENTENCES ? said : transcripts.concat(said);
  }
  return {
    pair: { postingId: posting.id, candidateId: id, visible, applied },
    facts: {
      title,
      experienceYears,
      location,
      profileYears,
      profileSkillCount,
      resumeText,
      transcripts,
      unreadInterview,
      evaluationScore,
      hasEvidence: hasEvidence || transcripts.length > 0,
    },
    stored: score === null || digest === null ? null : { score, digest },
  };
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
  /** Every skill the profile lists. */
  profileSkillCount: number,
];

/** A stored match of a candidate the posting no longer reaches: their id alone. */
type GoneTuple = [id: string];
type CandidateRow = CandidateTuple | GoneTuple;
const isGone = (row: CandidateRow): row is GoneTuple => row.length === 1;

/** node-postgres and PGlite both answer `rows` and parse json; an unparsed string is parsed here. */
function rowsOf(result: unknown): CandidateRow[] {
  return (result as { rows: { row: CandidateRow | string }[] }).rows.map(({ row }) =>
    typeof row === "string" ? (JSON.parse(row) as CandidateRow) : row,
  );
}
