import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { CandidatePoolPage } from "@shared/candidates/contracts";
import type { Db } from "../../../db/client";
import { candidatePipelineStatuses, candidates, matchScores, profiles } from "../../../db/schema";
import { matchFieldsOf } from "../../matching/match-fields";
import { encodePoolCursor } from "./pool-cursor";
import { cappedCount, itemColumns, pipelineJoin, poolConditions, toItem, type PoolPageInput } from "./read-pool-page";

const matchCursor = (direction: "after" | "before", row: { score: number; id: string }) =>
  encodePoolCursor({ kind: "match", direction, score: row.score, id: row.id });

/**
 * The pool ranked for one posting ("rank for", decision 0052): the candidates with a stored match
 * for it, best first and the candidate id breaking ties, under the same pool rule and filters as
 * every other page. Paged by keyset on (score desc, id), walking the (posting, score desc, id)
 * index, so a deep page costs what the first one costs.
 */
export async function readPoolMatchPage(
  db: Db,
  companyId: string | null,
  input: PoolPageInput & { rankFor: string },
): Promise<CandidatePoolPage> {
  const cursor = input.cursor?.kind === "match" ? input.cursor : null;
  const before = cursor?.direction === "before";
  const scored = sql`exists (select 1 from ${matchScores}
    where ${matchScores.jobPostingId} = ${input.rankFor}::uuid and ${matchScores.candidateId} = ${candidates.id})`;
  const conditions = [...poolConditions(companyId, input), scored];
  // The score bound alone is the index's range; the tie on the id is filtered inside it.
  const position = cursor
    ? before
      ? sql`${matchScores.score} >= ${cursor.score} and (${matchScores.score} > ${cursor.score} or ${matchScores.candidateId} < ${cursor.id}::uuid)`
      : sql`${matchScores.score} <= ${cursor.score} and (${matchScores.score} < ${cursor.score} or ${matchScores.candidateId} > ${cursor.id}::uuid)`
    : undefined;
  const order = before
    ? [asc(matchScores.score), desc(matchScores.candidateId)]
    : [desc(matchScores.score), asc(matchScores.candidateId)];
  const [rows, total] = await Promise.all([
    db
      .select({ ...itemColumns, matchScore: matchScores.score, matchReasons: matchScores.detail })
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
  const positionOf = (row: { matchScore: number; id: string }) => ({ score: row.matchScore, id: row.id });
  return {
    items: shown.map(({ matchScore, matchReasons, ...row }) => ({
      ...toItem(companyId)(row),
      ...matchFieldsOf(matchScore, matchReasons),
    })),
    ...total,
    nextCursor: (before || more) && last ? matchCursor("after", positionOf(last)) : null,
    previousCursor: cursor
      ? first
        ? matchCursor("before", positionOf(first))
        : matchCursor("before", { score: cursor.score, id: cursor.id })
      : null,
    pageSize: input.pageSize,
  };
}
