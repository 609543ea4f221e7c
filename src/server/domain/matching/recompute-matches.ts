import { and, eq, sql, type SQL } from "drizzle-orm";
import { matchDetailEncoder } from "@shared/matching/match-detail";
import { scoreMatch, scoreMatchFacts } from "@shared/matching/score-match";
import { arrayLiteral, separatedArray } from "../../db/array-literal";
import { runsTransactionsSideBySide, type Db, type DbOrTx } from "../../db/client";
import { jobPostings, matchScores, postingMatchRefreshes } from "../../db/schema";
import { DistinctDetails, type DistinctDetail } from "./distinct-details";
import { candidateInputFor, loadCandidateMatchInputs, loadMatchPosting, type MatchScope } from "./load-match-inputs";
import { readPostingCandidates, type PostingCandidateVisitor } from "./load-posting-candidates";
import { ofCandidates } from "./match-scores-of-candidates";

/**
 * Bumped when the scoring changes: the sweep at start-up and daily then recomputes every active
 * posting. 3: claims and evidence, negation, no evaluation share, the AI score kept beside the
 * match (decision 0070).
 */
export const MATCH_SCORING_VERSION = 3;

/**
 * Held shared by every recompute for its whole transaction, and exclusively by the triggers that
 * delete a deleted candidate's or posting's matches (migrations 0038 and 0042): a candidate or
 * posting deleted while a recompute runs loses the rows that recompute writes too.
 * `match_scores` has no foreign keys: the candidate's locked each candidate row a posting's
 * recompute wrote (decision 0056), the posting's ran a query per row (decision 0059).
 */
export const MATCH_WRITES_LOCK = 5_210_381_001;

/**
 * The first key of the two-key advisory lock on one posting's match rows; the second is a hash of
 * the posting's id. A posting's recompute holds it exclusively, so a row its cursor does not see
 * is one nobody writes before it commits, and it inserts new rows without a conflict check. A
 * candidate's recompute holds it shared for each posting it writes (decision 0060).
 */
export const POSTING_MATCHES_LOCK = 521_038;

/** The second key of a posting's lock: both recomputes must derive it alike, or neither waits. */
const postingLockKey = (postingId: SQL) => sql`hashtext(${postingId}::uuid::text)`;

export interface RecomputeOutcome {
  /** Pairs scored. */
  scored: number;
  /** Rows inserted or changed (unchanged matches write nothing). */
  written: number;
  /** Rows removed: the candidate is no longer an applicant nor in the company's pool. */
  removed: number;
}

interface ScoredRow {
  postingId: string;
  candidateId: string;
  score: number;
  /** The AI score beside the match (the reasons' `evaluationScore`), for ranking by it. */
  aiScore: number | null;
  detail: DistinctDetail;
}

/**
 * Recomputes the stored matches of one posting (its applicants and the pool its company sees) or
 * of one candidate (against every active posting whose company may see them), in one
 * transaction: set-based reads, scoring in TypeScript, and writes of only the rows whose score
 * or reasons changed, then the removal of rows that no longer belong (decisions 0052, 0054).
 */
export async function recomputeMatches(
  db: Db,
  scope: MatchScope,
  options: RecomputeOptions = {},
): Promise<RecomputeOutcome> {
  if ("postingId" in scope && runsTransactionsSideBySide(db)) {
    // A posting's candidates are read on a second connection while this one writes (decision
    // 0062). Its transaction begins first, before any lock is taken: holding locks while waiting
    // for a connection could wait on a holder that waits on those locks. Its snapshot is taken by
    // its first query, after the locks.
    return db.transaction((reader) => recomputeIn(db, scope, options, reader), {
      isolationLevel: "repeatable read",
      accessMode: "read only",
    });
  }
  return recomputeIn(db, scope, options, null);
}

function recomputeIn(
  db: Db,
  scope: MatchScope,
  options: RecomputeOptions,
  reader: DbOrTx | null,
): Promise<RecomputeOutcome> {
  return db.transaction(async (tx) => {
    // The posting's row before the lock. This recompute ends by recording its refresh, whose
    // foreign key locks the posting's row: a deletion of the posting that began meanwhile would
    // hold that row while its trigger waits for the lock held here, a deadlock. Taken first, a
    // deletion waits for the recompute, and a recompute waits for a deletion under way and then
    // finds no posting (decision 0059).
    if ("postingId" in scope) {
      await tx.execute(
        sql`select 1 from ${jobPostings} where ${jobPostings.id} = ${scope.postingId}::uuid for key share`,
      );
    }
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${MATCH_WRITES_LOCK}::bigint)`);
    return "postingId" in scope
      ? recomputePosting(tx, reader, scope.postingId, options)
      : recomputeCandidate(tx, scope.candidateId);
  });
}

export interface RecomputeOptions {
  /** Candidates a posting's recompute reads, scores and writes at a time (tests use a few). */
  batchSize?: number;
}

/**
 * `reader`, when given, is a transaction on another connection that has run no query yet: the
 * candidates are read there while this transaction writes.
 */
async function recomputePosting(
  tx: DbOrTx,
  reader: DbOrTx | null,
  postingId: string,
  { batchSize }: RecomputeOptions,
): Promise<RecomputeOutcome> {
  const posting = await loadMatchPosting(tx, postingId);
  if (!posting) return { scored: 0, written: 0, removed: 0 };
  // Before the read's snapshot: whatever a candidate's recompute wrote is committed and seen.
  await tx.execute(sql`select pg_advisory_xact_lock(${POSTING_MATCHES_LOCK}, ${postingLockKey(sql`${postingId}`)})`);
  const gone: string[] = [];
  let scored = 0;
  const encode = matchDetailEncoder();
  const details = new DistinctDetails();
  const writes = new BatchedWrites(tx);
  const visitor: PostingCandidateVisitor = {
    candidate: ({ pair, facts, stored }) => {
      scored += 1;
      const { score, reasons } = scoreMatchFacts(posting, facts);
      const kept = details.of(encode(reasons));
      const row = { postingId, candidateId: pair.candidateId, score, aiScore: reasons.evaluationScore, detail: kept };
      if (stored === null) writes.add(row, "new");
      else if (stored.score !== score || stored.digest !== kept.digest()) writes.add(row, "changed");
    },
    gone: (candidateId) => gone.push(candidateId),
  };
  const read = async (on: DbOrTx, visit: PostingCandidateVisitor) => {
    // The pool's rows are sorted and joined in memory, not in temporary files (4 MB by default),
    // and the cursor is planned for all its rows, not for the first tenth.
    await on.execute(sql`set local work_mem = '64MB'`);
    await on.execute(sql`set local cursor_tuple_fraction = 1`);
    await readPostingCandidates(on, posting, visit, batchSize);
  };
  if (reader) {
    // Reads on the other connection and writes on this one run at once. The reader's snapshot,
    // taken after the locks above, sees every match written before them, and nobody writes one
    // of this posting until this transaction commits.
    try {
      await read(reader, { ...visitor, batchDone: () => writes.send() });
    } finally {
      // A failed read must not roll back this transaction while one of its writes runs.
      await writes.settled();
    }
    await writes.sent();
  } else {
    // One connection: each batch's writes run between two fetches (decision 0058).
    await read(tx, { ...visitor, batchDone: () => writes.take() });
  }
  const written = writes.written;
  const removed = gone.length > 0 ? await removeRows(tx, postingId, gone) : 0;
  await tx
    .insert(postingMatchRefreshes)
    .values({ jobPostingId: postingId, scoringVersion: MATCH_SCORING_VERSION })
    .onConflictDoUpdate({
      target: postingMatchRefreshes.jobPostingId,
      set: { scoringVersion: MATCH_SCORING_VERSION, refreshedAt: sql`now()` },
    });
  return { scored, written, removed };
}

async function recomputeCandidate(tx: DbOrTx, candidateId: string): Promise<RecomputeOutcome> {
  const inputs = await loadCandidateMatchInputs(tx, candidateId);
  const stored = await tx
    .select({ postingId: matchScores.jobPostingId, score: matchScores.score, detail: matchScores.detail })
    .from(matchScores)
    .where(ofCandidates([candidateId], "active"));
  const storedBy = new Map(stored.map((row) => [row.postingId, row]));
  const changed: ScoredRow[] = [];
  const encode = matchDetailEncoder();
  const details = new DistinctDetails();
  for (const pair of inputs.pairs) {
    const posting = inputs.postings.get(pair.postingId);
    const candidate = candidateInputFor(inputs, pair);
    if (!posting || !candidate) continue;
    const { score, reasons } = scoreMatch(posting, candidate);
    const detail = details.of(encode(reasons));
    const before = storedBy.get(pair.postingId);
    if (before?.score === score && before.detail === detail.detail) continue;
    changed.push({ postingId: pair.postingId, candidateId, score, aiScore: reasons.evaluationScore, detail });
  }
  if (changed.length > 0) {
    // In a fixed order, though shared locks wait only for a posting's own recompute.
    await tx.execute(sql`
      select pg_advisory_xact_lock_shared(${POSTING_MATCHES_LOCK}, key)
      from (select ${postingLockKey(sql`id`)} as key from unnest(${arrayLiteral(changed.map((row) => row.postingId))}::uuid[]) as id
        order by key) as keys`);
  }
  const written = await runWrites(tx, writeStatements(changed, "upsert"));
  const keep = inputs.pairs.map((pair) => pair.postingId);
  // Only active postings are recomputed for a candidate; rows of closed ones stay as they were.
  const deleted = await tx
    .delete(matchScores)
    .where(
      and(
        ofCandidates([candidateId], "active"),
        sql`${matchScores.jobPostingId} <> all(${arrayLiteral(keep)}::uuid[])`,
      ),
    )
    .returning({ id: matchScores.jobPostingId });
  return { scored: inputs.pairs.length, written, removed: deleted.length };
}

/** Runs write statements one after the other, answering how many rows they wrote. */
async function runWrites(tx: DbOrTx, statements: SQL[]): Promise<number> {
  let written = 0;
  for (const statement of statements) written += affectedRows(await tx.execute(statement));
  return written;
}

/**
 * The statements inserting or upserting the rows in candidate order (the indexes fill in order),
 * in slices of a few megabytes, each detail with its digest (the database no longer hashes every
 * row: decision 0061). The values travel as separated text (JSON details, ids and numbers cannot
 * hold the separator). A posting's recompute writes one posting's rows: its id is bound once,
 * not parsed once per row.
 */
function writeStatements(rows: ScoredRow[], mode: "insert" | "upsert"): SQL[] {
  const SLICE = 25_000;
  const statements: SQL[] = [];
  for (let start = 0; start < rows.length; start += SLICE) {
    const slice = rows.slice(start, start + SLICE);
    const postingId = slice[0]!.postingId;
    const onePosting = slice.every((row) => row.postingId === postingId);
    // A posting's id is bound once; a candidate's rows name their postings one by one.
    const [posting, postings, columns] = onePosting
      ? [sql`${postingId}::uuid`, sql``, sql`r(c, s, a, d, m)`]
      : [sql`r.p`, sql`, ${separatedArray(slice.map((row) => row.postingId))}::uuid[]`, sql`r(c, s, a, d, m, p)`];
    // No AI score travels as -1 (a separated text has no null) and is stored as null.
    statements.push(sql`
      insert into ${matchScores} (job_posting_id, candidate_id, score, ai_score, detail, detail_md5, computed_at)
      select ${posting}, r.c, r.s, nullif(r.a, -1), r.d, r.m, now()
      from unnest(${separatedArray(slice.map((row) => row.candidateId))}::uuid[],
        ${separatedArray(slice.map((row) => row.score))}::int[],
        ${separatedArray(slice.map((row) => row.aiScore ?? -1))}::int[],
        ${separatedArray(slice.map((row) => row.detail.detail))},
        ${separatedArray(slice.map((row) => row.detail.digest()))}::uuid[]${postings}) as ${columns}
      order by r.c
      ${
        mode === "upsert"
          ? sql`on conflict (job_posting_id, candidate_id) do update
              set score = excluded.score, ai_score = excluded.ai_score, detail = excluded.detail,
                detail_md5 = excluded.detail_md5, computed_at = excluded.computed_at`
          : sql``
      }`);
  }
  return statements;
}

/**
 * The changed rows of a posting's recompute, written a batch at a time while the next batch is
 * read and scored (decision 0058). The cursor reads the snapshot it was declared with, so it
 * never sees these writes.
 */
class BatchedWrites {
  /** Rows with no stored match (inserted) and rows whose stored match changed (upserted). */
  private rows = { new: [] as ScoredRow[], changed: [] as ScoredRow[] };
  /** The writes sent on the writer's connection, one after the other (`send`). */
  private chain: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | undefined;
  written = 0;

  constructor(private readonly tx: DbOrTx) {}

  add(row: ScoredRow, kind: "new" | "changed"): void {
    this.rows[kind].push(row);
  }

  /** The writes of the rows added since the last ones, to run when the connection is free. */
  take(): (() => Promise<void>) | undefined {
    const { new: added, changed } = this.rows;
    if (added.length === 0 && changed.length === 0) return undefined;
    this.rows = { new: [], changed: [] };
    // Built now, while the connection runs the next fetch, so that its turn only sends them.
    const statements = [...writeStatements(added, "insert"), ...writeStatements(changed, "upsert")];
    return async () => {
      this.written += await runWrites(this.tx, statements);
    };
  }

  /**
   * Sends the rows added since the last ones after the writes already sent, when the reads run on
   * another connection. Once a write failed, throws its error, so the read stops.
   */
  send(): undefined {
    if (this.failure) throw this.failure.error;
    const write = this.take();
    if (write) {
      this.chain = this.chain.then(write);
      this.chain.catch((error: unknown) => {
        this.failure ??= { error };
      });
    }
    return undefined;
  }

  /** Every write sent has succeeded; otherwise the first failure. */
  sent(): Promise<void> {
    return this.chain;
  }

  /** Every write sent has finished, one way or the other. */
  settled(): Promise<void> {
    return this.chain.catch(() => undefined);
  }
}

/** Removes the posting's rows of these candidates. */
async function removeRows(tx: DbOrTx, postingId: string, candidateIds: string[]): Promise<number> {
  const deleted = await tx
    .delete(matchScores)
    .where(
      and(
        eq(matchScores.jobPostingId, postingId),
        sql`${matchScores.candidateId} = any(${arrayLiteral(candidateIds)}::uuid[])`,
      ),
    )
    .returning({ id: matchScores.candidateId });
  return deleted.length;
}

/** node-postgres answers rowCount, PGlite affectedRows. */
function affectedRows(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return value.rowCount ?? value.affectedRows ?? 0;
}
