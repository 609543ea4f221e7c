import { hash } from "node:crypto";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { scoreMatch } from "@shared/matching/score-match";
import type { Db } from "../../db/client";
import { jobPostings, matchScores } from "../../db/schema";
import { candidateInputFor, loadMatchInputs, type MatchScope } from "./load-match-inputs";

/** Bumped when the scoring changes, so every stored row is rewritten once. */
export const MATCH_SCORING_VERSION = "1";

export interface RecomputeOutcome {
  /** Pairs scored. */
  scored: number;
  /** Rows inserted or changed (unchanged inputs write nothing). */
  written: number;
  /** Rows removed: the candidate is no longer an applicant nor in the company's pool. */
  removed: number;
}

/**
 * Recomputes the stored matches of one posting (its applicants and the pool its company sees) or
 * of one candidate (against every active posting whose company may see them), in one
 * transaction: set-based reads, scoring in TypeScript, one upsert that writes only rows whose
 * digest changed, and the removal of rows that no longer belong (decision 0052).
 */
export async function recomputeMatches(db: Db, scope: MatchScope): Promise<RecomputeOutcome> {
  return db.transaction(async (tx) => {
    const inputs = await loadMatchInputs(tx, scope);
    const rows: { p: string; c: string; s: number; r: unknown; h: string }[] = [];
    for (const pair of inputs.pairs) {
      const posting = inputs.postings.get(pair.postingId);
      const candidate = candidateInputFor(inputs, pair);
      if (!posting || !candidate) continue;
      const { score, reasons } = scoreMatch(posting, candidate);
      // One-shot hashing: a hash object per row cost more than the scoring at 100,000 rows.
      const digest = hash("sha256", JSON.stringify([MATCH_SCORING_VERSION, score, reasons]), "base64url");
      rows.push({ p: pair.postingId, c: pair.candidateId, s: score, r: reasons, h: digest });
    }
    const removed = await removeStale(tx, scope, rows);
    let written = 0;
    // In slices, so one statement's JSON stays a few megabytes.
    for (let start = 0; start < rows.length; start += 20_000) {
      const slice = rows.slice(start, start + 20_000);
      const result = await tx.execute(sql`
        insert into ${matchScores} (job_posting_id, candidate_id, score, reasons, inputs_hash, computed_at)
        select r.p, r.c, r.s, r.r, r.h, now()
        from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as r(p uuid, c uuid, s int, r jsonb, h text)
        on conflict (job_posting_id, candidate_id) do update
          set score = excluded.score, reasons = excluded.reasons, inputs_hash = excluded.inputs_hash,
              computed_at = excluded.computed_at
          where ${matchScores.inputsHash} is distinct from excluded.inputs_hash`);
      written += affectedRows(result);
    }
    return { scored: rows.length, written, removed };
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function removeStale(tx: Tx, scope: MatchScope, rows: { p: string; c: string }[]): Promise<number> {
  if ("postingId" in scope) {
    const keep = rows.map((row) => row.c);
    const deleted = await tx
      .delete(matchScores)
      .where(
        and(
          eq(matchScores.jobPostingId, scope.postingId),
          keep.length > 0 ? sql`${matchScores.candidateId} <> all(${`{${keep.join(",")}}`}::uuid[])` : undefined,
        ),
      )
      .returning({ id: matchScores.candidateId });
    return deleted.length;
  }
  const keep = rows.map((row) => row.p);
  // Only active postings are recomputed for a candidate; rows of closed ones stay as they were.
  const deleted = await tx
    .delete(matchScores)
    .where(
      and(
        eq(matchScores.candidateId, scope.candidateId),
        sql`${matchScores.jobPostingId} in (select ${jobPostings.id} from ${jobPostings} where ${jobPostings.status} = 'active')`,
        keep.length > 0 ? notInArray(matchScores.jobPostingId, keep) : undefined,
      ),
    )
    .returning({ id: matchScores.jobPostingId });
  return deleted.length;
}

/** node-postgres answers rowCount, PGlite affectedRows. */
function affectedRows(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return value.rowCount ?? value.affectedRows ?? 0;
}
