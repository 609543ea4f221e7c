import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { PoolSpokenHit } from "@shared/candidates/contracts";
import { timedWordSchema } from "@shared/evaluation/evaluation-contracts";
import type { Db } from "../../../db/client";
import { saidWithoutName } from "../../companies/blind-review/nameless-search";
import { fullTextMatch } from "./full-text-match";
import type { PoolSearchTerms } from "./pool-search-text";
import { spokenSentence } from "./spoken-sentence";

/**
 * A transcript-only match ranks with this fixed weight: below any match of the candidate's own
 * search document (whose lowest weight, D, ranks a single match at about 0.06), so what candidates
 * said never outranks what their profile says; among spoken matches the newest come first.
 */
export const SPOKEN_RANK = 0.01;

/**
 * Answers the viewer may search in the pool (decision 0035): the network interview, and the viewing
 * company's own postings' interviews; never another company's. `audience` is the company of the
 * interview's posting, null for the network interview (a posting always has its company). An admin
 * (null) searches network interviews only: a posting's interview is that company's review.
 */
const watchable = (companyId: string | null, audience: SQL) =>
  sql`(${audience} is null or ${audience} = ${companyId}::uuid)`;

/**
 * The latest correction of each corrected answer of a current evaluation's recording the viewer
 * may search, as the captions and the re-evaluation use it. Corrections are few; `match` narrows
 * them by their own indexed words.
 * Columns: candidate_id, application_id, job_posting_id, interview_id, question_index, doc, words.
 */
function searchableCorrections(companyId: string | null, match: (doc: SQL) => SQL): SQL {
  return sql`
    select a.candidate_id, a.id as application_id, a.job_posting_id, c.interview_id, c.question_index,
      c.search_vector as doc, c.words
    from transcript_corrections c
    join interviews i on i.id = c.interview_id
    join evaluations e on e.interview_id = c.interview_id and e.is_current
    join applications a on a.id = i.application_id
    left join job_postings p on p.id = a.job_posting_id
    where ${watchable(companyId, sql`p.enterprise_id`)} and ${match(sql`c.search_vector`)}
      and c.recording_file_id is not distinct from coalesce(e.recording_file_id, i.recording_file_id)
      and not exists (
        select 1 from transcript_corrections n
        where n.interview_id = c.interview_id and n.question_index = c.question_index
          and n.recording_file_id is not distinct from c.recording_file_id
          and (n.created_at, n.id) > (c.created_at, c.id))`;
}

/**
 * A transcript is read unless the candidate corrected that answer of that recording. `answer` is
 * the alias of a row with interview_id, question_index and recording_file_id.
 */
const notCorrected = (answer: string) => {
  const a = sql.raw(answer);
  return sql`not exists (
  select 1 from transcript_corrections c
  where c.interview_id = ${a}.interview_id and c.question_index = ${a}.question_index
    and c.recording_file_id is not distinct from ${a}.recording_file_id)`;
};

/**
 * Every answer of the given candidates the viewer may search, as the reviewer reads it: only the
 * current evaluation's transcripts (an earlier evaluation's words are not shown), and the
 * candidate's latest correction instead of the transcript where there is one. From the
 * candidates, so a page's few dozen answers are read by key.
 */
function pageAnswers(companyId: string | null, candidateIds: SQL): SQL {
  return sql`(
    select a.candidate_id, a.id as application_id, a.job_posting_id, t.interview_id, t.question_index,
      t.search_vector as doc, t.words
    from applications a
    join interviews i on i.application_id = a.id
    join evaluations e on e.interview_id = i.id and e.is_current
    join answer_transcripts t on t.evaluation_id = e.id
    left join job_postings p on p.id = a.job_posting_id
    where a.candidate_id in (${candidateIds}) and ${watchable(companyId, sql`p.enterprise_id`)}
      and ${notCorrected("t")}
    union all
    select * from (${searchableCorrections(companyId, () => sql`true`)}) as corrected
    where corrected.candidate_id in (${candidateIds})
  )`;
}

/**
 * A search whose words more answers than this say is answered from the newest candidates down
 * (spokenByCandidate) rather than by gathering every answer that says them: past it, the
 * newest POOL_SEARCH_BOUND candidates who said them are found sooner by asking each in turn.
 */
export const SPOKEN_GATHER_LIMIT = 5_000;

/**
 * Blind review (decision 0052): with names hidden an answer matches only on its words without the
 * name of the candidate who said it (saidWithoutName); nothing added otherwise.
 */
const nameless = (namesHidden: boolean, query: SQL, doc: SQL, candidateId: SQL) =>
  namesHidden ? sql` and ${saidWithoutName(doc, candidateId, query)}` : sql``;

/** The answers the viewer may search that say what the full-text query asks for (`s`: answer_search). */
function searchableAnswer(companyId: string | null, match: SQL): SQL {
  return sql`${match} and s.evaluation_current and ${watchable(companyId, sql`s.audience_enterprise_id`)}
      and ${notCorrected("s")}`;
}

/**
 * The candidates (ids, one row per answer) who said what the full-text query asks for in an
 * answer the viewer may search, gathered through the words' index, up to one past
 * SPOKEN_GATHER_LIMIT: the body of a CTE (column candidate_id). Each answer's narrow search row
 * (answer_search) carries its candidate, audience, recording and currency (migrations 0030,
 * 0032), so no other table is read for it. More rows than the limit: ask each candidate
 * (spokenByCandidate) instead.
 *
 * The limit stops the reading once past it, but must not choose how the answers are found:
 * under a limit the planner, which guesses a typed prefix ('rlhf:*') to match 2% of all answers
 * whatever it is, reads the whole table to stop early (400 ms for 'RLHF', said in 0.1%) where the
 * index finds them in a few milliseconds. A materialized CTE is planned for all its rows and
 * read only as far as the limit.
 */
export function gatheredSpokenCandidates(
  companyId: string | null,
  query: SQL,
  terms: PoolSearchTerms,
  namesHidden: boolean,
): SQL {
  const match = (doc: SQL) => fullTextMatch(doc, query, terms);
  const correctionMatch = (doc: SQL) => sql`${match(doc)}${nameless(namesHidden, query, doc, sql`a.candidate_id`)}`;
  return sql`
    with said as materialized (
      select s.candidate_id from answer_search s
      where ${searchableAnswer(companyId, match(sql`s.search_vector`))}${nameless(namesHidden, query, sql`s.search_vector`, sql`s.candidate_id`)}
      union all
      select corrected.candidate_id from (${searchableCorrections(companyId, correctionMatch)}) as corrected
    )
    select candidate_id from said limit ${SPOKEN_GATHER_LIMIT + 1}`;
}

/** Whether the gathered CTE (gatheredSpokenCandidates) holds every answer that says it. */
export const gatheredAll = (gathered: SQL) => sql`(select count(*) from ${gathered}) <= ${SPOKEN_GATHER_LIMIT}`;

/**
 * Whether the candidate (`candidateId`, a column of the outer query) said what the full-text
 * query asks for in an answer the viewer may search: their own few answers read by key, the
 * words checked on each (ts_match_vq, never the words' index), stopping at the first. For a
 * common word over candidates walked newest first; the corrections, few, are gathered once.
 */
export function spokenByCandidate(
  companyId: string | null,
  query: SQL,
  terms: PoolSearchTerms,
  candidateId: SQL,
  namesHidden: boolean,
): SQL {
  const match = (doc: SQL) =>
    sql`${fullTextMatch(doc, query, terms)}${nameless(namesHidden, query, doc, sql`a.candidate_id`)}`;
  return sql`(coalesce((
      select true from answer_search s
      where s.candidate_id = ${candidateId}
        and ${searchableAnswer(companyId, sql`ts_match_vq(s.search_vector, ${query})`)}${nameless(namesHidden, query, sql`s.search_vector`, sql`s.candidate_id`)}
      limit 1), false)
    or ${candidateId} in (select corrected.candidate_id from (${searchableCorrections(companyId, match)}) as corrected))`;
}

/** Any one of the search's words, to find which words of an answer matched. */
function anyTermQuery({ words, prefix }: PoolSearchTerms): SQL {
  const typed = `${prefix}:*`;
  const last = sql`(to_tsquery('english', ${typed}) || to_tsquery('simple', ${typed}))`;
  return words.length > 0 ? sql`(to_tsquery('english', ${words.join(" | ")}) || ${last})` : last;
}

const hitRowSchema = z.object({
  candidate_id: z.string(),
  application_id: z.string(),
  job_posting_id: z.string().nullable(),
  interview_id: z.string(),
  question_index: z.number().int(),
  words: z.array(timedWordSchema),
  matched: z.array(z.number().int()),
});

/**
 * For a page's candidates, where each said the search's words: their best-ranked matching answer
 * and the sentence around its first matching word. A candidate found by their profile alone has none.
 */
export async function readSpokenHits(
  db: Db,
  companyId: string | null,
  candidateIds: string[],
  query: SQL,
  terms: PoolSearchTerms,
  namesHidden: boolean,
): Promise<Map<string, PoolSpokenHit>> {
  if (candidateIds.length === 0) return new Map();
  const anyTerm = anyTermQuery(terms);
  const ids = sql.join(
    candidateIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with page_answers as materialized (
      -- The page's candidates' answers, a few dozen rows: the match is checked on each, never
      -- through the GIN index over every candidate's answers.
      select * from ${pageAnswers(companyId, ids)} as answer
    ), best as (
      select distinct on (answer.candidate_id) answer.*
      from page_answers as answer
      where answer.doc @@ ${query}${nameless(namesHidden, query, sql`answer.doc`, sql`answer.candidate_id`)}
      order by answer.candidate_id, ts_rank(answer.doc, ${query}) desc, answer.interview_id, answer.question_index
    )
    select best.candidate_id, best.application_id, best.job_posting_id, best.interview_id, best.question_index,
      best.words,
      array(
        select (word.position - 1)::int
        from jsonb_array_elements(best.words) with ordinality as word(value, position)
        where to_tsvector('english', word.value->>'text') @@ ${anyTerm}
          or to_tsvector('simple', word.value->>'text') @@ ${anyTerm}
        order by word.position
      ) as matched
    from best`)) as unknown as { rows: unknown[] };
  const hits = new Map<string, PoolSpokenHit>();
  for (const raw of result.rows) {
    const row = hitRowSchema.parse(raw);
    const sentence = spokenSentence(row.words, row.matched);
    if (!sentence) continue;
    hits.set(row.candidate_id, {
      interviewId: row.interview_id,
      applicationId: row.application_id,
      jobPostingId: row.job_posting_id,
      questionIndex: row.question_index,
      ...sentence,
    });
  }
  return hits;
}
