import { and, asc, count, desc, eq, inArray, notExists } from "drizzle-orm";
import type { RecommendedPostings, recommendedPostingsQuerySchema } from "@shared/matching/match-contracts";
import type { z } from "zod";
import { applications, candidates, enterprises, jobPostings, matchScores } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { onTheBoard, selectBoardPostings, toBoardSummary } from "../postings/board-postings";
import { matchFieldsOf } from "./match-fields";

/**
 * 'Recommended for you' (decision 0052): the signed-in candidate's stored matches with postings
 * that are on the job board and that they have not applied to, best match first, the posting id
 * breaking ties so pages never overlap. A candidate without a stored match gets an empty page.
 */
export async function listRecommendedPostings(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: z.output<typeof recommendedPostingsQuerySchema>,
): Promise<RecommendedPostings> {
  const caller = requireUserType(actor, "candidate");
  const { db } = services;
  const filter = and(
    eq(candidates.profileId, caller.userId),
    onTheBoard(),
    notExists(
      db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(eq(applications.jobPostingId, matchScores.jobPostingId), eq(applications.candidateId, candidates.id)),
        ),
    ),
  );
  const [matches, [total]] = await Promise.all([
    db
      .select({ postingId: matchScores.jobPostingId, score: matchScores.score, reasons: matchScores.reasons })
      .from(matchScores)
      .innerJoin(candidates, eq(candidates.id, matchScores.candidateId))
      .innerJoin(jobPostings, eq(jobPostings.id, matchScores.jobPostingId))
      .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
      .where(filter)
      .orderBy(desc(matchScores.score), asc(matchScores.jobPostingId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(matchScores)
      .innerJoin(candidates, eq(candidates.id, matchScores.candidateId))
      .innerJoin(jobPostings, eq(jobPostings.id, matchScores.jobPostingId))
      .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
      .where(filter),
  ]);
  const postings =
    matches.length === 0
      ? []
      : await selectBoardPostings(db, caller.userId).where(
          inArray(
            jobPostings.id,
            matches.map((match) => match.postingId),
          ),
        );
  const byId = new Map(postings.map((row) => [row.id, row]));
  const items = matches.flatMap((match) => {
    const row = byId.get(match.postingId);
    if (!row) return [];
    const { applicationId: _none, ...summary } = toBoardSummary(row);
    const fields = matchFieldsOf(match.score, match.reasons);
    return [{ ...summary, matchScore: match.score, matchReasons: match.reasons, matchSummary: fields.matchSummary! }];
  });
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
