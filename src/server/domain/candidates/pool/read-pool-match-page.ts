import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { CandidatePoolPage, PoolRanking } from "@shared/candidates/contracts";
import type { Db } from "../../../db/client";
import { candidatePipelineStatuses, candidates, matchScores, profiles } from "../../../db/schema";
import { withoutMatchAiScore } from "../../companies/ai-scores-hidden";
import { matchFieldsOf } from "../../matching/match-fields";
import { encodePoolCursor } from "./pool-cursor";
import { cappedCount, itemColumns, pipelineJoin, poolConditions, toItem, type PoolPageInput } from "./read-pool-page";

const rankCursor = (kind: PoolRanking, direction: "after" | "before", row: { score: number; id: string }) =>
  encodePoolCursor({ kind, direction, score: row.score, id: row.id });

/**
 * What a ranked page orders by: the match, or the AI score beside it with the unscored as -1, so
 * they come last (decision 0070). Each is the second column of an index led by the posting.
 */
const rankValue = (by: PoolRanking, aiScoreHiddenFor: readonly string[]) => {
  if (by === "match") return sql<number>`${matchScores.score}`;
  const aiScore = sql<number>`coalesce(${matchScores.aiScore}, -1)`;
  // A candidate whose AI score the member may not see yet goes with the unscored (decision 0085),
  // so the order does not tell it.
  return aiScoreHiddenFor.length === 0
    ? aiScore
    : sql<number>`(case when ${matchScores.candidateId} = any(${sql`array[${sql.join(
        aiScoreHiddenFor.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`}) then -1 else ${aiScore} end)`;
};

/**
 * The pool ranked for one posting ("rank for", decision 0052): the candidates with a stored match
 * for it, best first and the candidate id breaking ties, under the same pool rule and filters as
 * every other page; by the match, or by the AI score beside it (`rankBy`, decision 0070). Paged by
 * keyset on (value desc, id), walking the (posting, value desc, id) index, so a deep page costs
 * what the first one costs.
 */
export async function readPoolMatchPage(
  db: Db,
  companyId: string | null,
  input: PoolPageInput & {
    rankFor: string;
    rankBy?: PoolRanking | undefined;
    /** Candidates whose AI score this member does not see yet (decision 0085): shown and ranked without it. */
    aiScoreHiddenFor?: readonly string[];
  },
): Promise<CandidatePoolPage> {
  const hiddenFor = input.aiScoreHiddenFor ?? [];
  const by = input.rankBy ?? "match";
  const cursor = input.cursor?.kind === by ? input.cursor : null;
  const before = cursor?.direction === "before";
  const scored = sql`exists (select 1 from ${matchScores}
    where ${matchScores.jobPostingId} = ${input.rankFor}::uuid and ${matchScores.candidateId} = ${candidates.id})`;
  const conditions = [...poolConditions(companyId, input), scored];
  const value = rankValue(by, hiddenFor);
  // The value's bound alone is the index's range; the tie on the id is filtered inside it.
  const position = cursor
    ? before
      ? sql`${value} >= ${cursor.score} and (${value} > ${cursor.score} or ${matchScores.candidateId} < ${cursor.id}::uuid)`
      : sql`${value} <= ${cursor.score} and (${value} < ${cursor.score} or ${matchScores.candidateId} > ${cursor.id}::uuid)`
    : undefined;
  const order = before ? [asc(value), desc(matchScores.candidateId)] : [desc(value), asc(matchScores.candidateId)];
  const [rows, total] = await Promise.all([
    db
      .select({ ...itemColumns, matchScore: matchScores.score, matchReasons: matchScores.detail, rank: value })
      .from(matchScores)
      .innerJoin(candidates, eq(candidates.id, matchScores.candidateId))
      .innerJoin(profiles, eq(profiles.id, candidates.profileId))
      .leftJoin(candidatePipelineStatuses, pipelineJoin(companyId))
      .where(and(eq(matchScores.jobPostingId, input.rankFor), ...poolConditions(companyId, input), position))
      .orderBy(...order)
      .limit(input.pageSize + 1),
    cappedCount(db, companyId, conditions),
  ]);
  const more = rows.length > input.pageSize;
  const shown = rows.slice(0, input.pageSize);
  if (before) {
    // Back at the start (rows before it were removed meanwhile): show a full first page.
    if (!more) return readPoolMatchPage(db, companyId, { ...input, cursor: null });
    shown.reverse();
  }
  const first = shown[0];
  const last = shown.at(-1);
  const positionOf = (row: { rank: number; id: string }) => ({ score: Number(row.rank), id: row.id });
  return {
    items: shown.map(({ matchScore, matchReasons, rank: _rank, ...row }) => {
      const match = matchFieldsOf(matchScore, matchReasons);
      return { ...toItem(companyId)(row), ...(hiddenFor.includes(row.id) ? withoutMatchAiScore(match) : match) };
    }),
    ...total,
    nextCursor: (before || more) && last ? rankCursor(by, "after", positionOf(last)) : null,
    previousCursor: cursor
      ? first
        ? rankCursor(by, "before", positionOf(first))
        : rankCursor(by, "before", { score: cursor.score, id: cursor.id })
      : null,
    pageSize: input.pageSize,
  };
}
