import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { RecommendedPostings, recommendedPostingsQuerySchema } from "@shared/matching/match-contracts";
import { decodeMatchDetail } from "@shared/matching/match-detail";
import { summarizeMatchReasons } from "@shared/matching/match-reasons";
import type { z } from "zod";
import { applications, candidates, enterprises, jobPostings, matchScores } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { onTheBoard, selectBoardPostings, toBoardSummary } from "../postings/board-postings";

/**
 * 'Recommended for you' (decision 0052): the board's postings the candidate has not applied to,
 * best stored match first, the posting id breaking ties. The reasons are their own data: what
 * they listed, wrote or said in their network interview, whose evaluation they may read.
 */
export async function listRecommendedPostings(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: z.output<typeof recommendedPostingsQuerySchema>,
): Promise<RecommendedPostings> {
  const caller = requireUserType(actor, "candidate");
  const { db } = services;
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.profileId, caller.userId));
  if (!candidate) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const scored = and(eq(matchScores.jobPostingId, jobPostings.id), eq(matchScores.candidateId, candidate.id));
  const notApplied = sql`not exists (select 1 from ${applications}
    where ${applications.jobPostingId} = ${jobPostings.id} and ${applications.candidateId} = ${candidate.id}::uuid)`;
  const where = and(onTheBoard(), notApplied);
  const [rows, [total]] = await Promise.all([
    selectBoardPostings(db, caller.userId)
      .innerJoin(matchScores, scored)
      .where(where)
      .orderBy(desc(matchScores.score), asc(jobPostings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(jobPostings)
      .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
      .innerJoin(matchScores, scored)
      .where(where),
  ]);
  const matches =
    rows.length === 0
      ? []
      : await db
          .select({ postingId: matchScores.jobPostingId, score: matchScores.score, detail: matchScores.detail })
          .from(matchScores)
          .where(
            and(
              eq(matchScores.candidateId, candidate.id),
              inArray(
                matchScores.jobPostingId,
                rows.map((row) => row.id),
              ),
            ),
          );
  const byPosting = new Map(matches.map((match) => [match.postingId, match]));
  return {
    items: rows.flatMap((row) => {
      const match = byPosting.get(row.id);
      if (!match) return [];
      const { applicationId: _applied, ...summary } = toBoardSummary(row);
      const reasons = decodeMatchDetail(match.detail);
      return [
        { ...summary, matchScore: match.score, matchReasons: reasons, matchSummary: summarizeMatchReasons(reasons) },
      ];
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
