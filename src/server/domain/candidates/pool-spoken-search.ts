import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { PoolSpokenHit } from "@shared/candidates/contracts";
import { timedWordSchema } from "@shared/evaluation/evaluation-contracts";
import type { Db } from "../../db/client";
import type { PoolSearchTerms } from "./pool-search-text";
import { spokenSentence } from "./spoken-sentence";

/**
 * A transcript-only match ranks with this fixed weight: below any match of the candidate's own
 * search document (whose lowest weight, D, ranks a single match at about 0.06), so what candidates
 * said never outranks what their profile says; among spoken matches the newest come first.
 */
export const SPOKEN_RANK = 0.01;

/**
 * Every answer the viewer may search, as the reviewer reads it (decision 0035):
 * - only the current evaluation's transcripts (an earlier evaluation's words are not shown);
 * - where the candidate corrected an answer of this recording, their latest correction instead of
 *   the transcript, as the captions and the re-evaluation use it;
 * - only interviews the viewer may watch in the pool: the candidate's network interview (the pool
 *   already shows the viewer the candidate) and the viewing company's own postings' interviews,
 *   never another company's. An admin (null) searches network interviews only: a posting's
 *   interview is that company's review.
 * Columns: candidate_id, application_id, job_posting_id, interview_id, question_index, doc, words.
 * The first branch keeps the transcript's indexed `search_vector` as doc, so a match on it uses
 * the GIN index; corrections are few and have no stored document.
 */
function searchableAnswers(companyId: string | null, from: "words" | "candidates"): SQL {
  const watchable = sql`(a.job_posting_id is null or p.enterprise_id = ${companyId}::uuid)`;
  // From the words (a search over everyone): each matching transcript looks up its evaluation,
  // interview and application by key. The planner cannot estimate a prefix match on the GIN index
  // (it expected 60,000 of 737 rows) and otherwise hashed all of those tables; OFFSET 0 keeps the
  // lookup a per-row nested loop. From the candidates (a page's rows), the plain joins start there.
  const transcripts =
    from === "words"
      ? sql`
    select w.candidate_id, w.application_id, w.job_posting_id, t.interview_id, t.question_index,
      t.search_vector as doc, t.words
    from answer_transcripts t
    cross join lateral (
      select a.candidate_id, a.id as application_id, a.job_posting_id,
        coalesce(e.recording_file_id, i.recording_file_id) as recording_file_id
      from evaluations e
      join interviews i on i.id = t.interview_id
      join applications a on a.id = i.application_id
      left join job_postings p on p.id = a.job_posting_id
      where e.id = t.evaluation_id and e.is_current and ${watchable}
      offset 0) as w
    where not exists (
      select 1 from transcript_corrections c
      where c.interview_id = t.interview_id and c.question_index = t.question_index
        and c.recording_file_id is not distinct from w.recording_file_id)`
      : sql`
    select a.candidate_id, a.id as application_id, a.job_posting_id, t.interview_id, t.question_index,
      t.search_vector as doc, t.words
    from answer_transcripts t
    join evaluations e on e.id = t.evaluation_id and e.is_current
    join interviews i on i.id = t.interview_id
    join applications a on a.id = i.application_id
    left join job_postings p on p.id = a.job_posting_id
    where ${watchable} and not exists (
      select 1 from transcript_corrections c
      where c.interview_id = t.interview_id and c.question_index = t.question_index
        and c.recording_file_id is not distinct from coalesce(e.recording_file_id, i.recording_file_id))`;
  return sql`(${transcripts}
    union all
    select a.candidate_id, a.id, a.job_posting_id, c.interview_id, c.question_index,
      to_tsvector('english', c.text), c.words
    from transcript_corrections c
    join interviews i on i.id = c.interview_id
    join evaluations e on e.interview_id = c.interview_id and e.is_current
    join applications a on a.id = i.application_id
    left join job_postings p on p.id = a.job_posting_id
    where ${watchable}
      and c.recording_file_id is not distinct from coalesce(e.recording_file_id, i.recording_file_id)
      and not exists (
        select 1 from transcript_corrections n
        where n.interview_id = c.interview_id and n.question_index = c.question_index
          and n.recording_file_id is not distinct from c.recording_file_id
          and (n.created_at, n.id) > (c.created_at, c.id))
  )`;
}

/** The candidates (ids) who said what the full-text query asks for in an answer the viewer may search. */
export function spokenCandidateIds(companyId: string | null, query: SQL): SQL {
  return sql`select spoken.candidate_id from ${searchableAnswers(companyId, "words")} as spoken where spoken.doc @@ ${query}`;
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
): Promise<Map<string, PoolSpokenHit>> {
  if (candidateIds.length === 0) return new Map();
  const anyTerm = anyTermQuery(terms);
  const ids = sql.join(
    candidateIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with best as (
      select distinct on (answer.candidate_id) answer.*
      from ${searchableAnswers(companyId, "candidates")} as answer
      where answer.candidate_id in (${ids}) and answer.doc @@ ${query}
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
