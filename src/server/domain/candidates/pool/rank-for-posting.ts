import { eq } from "drizzle-orm";
import { matchMessages } from "@shared/matching/match-contracts";
import type { DbOrTx } from "../../../db/client";
import { jobPostings } from "../../../db/schema";
import { badRequest, notFound } from "../../../errors";
import { ownPosting } from "../../postings/company-postings";

/**
 * "Rank for": a company ranks its pool only for one of its own postings (another company's is a
 * 404, like an unknown one); an admin for any. A text search orders the page differently, so the
 * two together are refused.
 */
export async function requireRankablePosting(
  db: DbOrTx,
  companyId: string | null,
  query: { rankFor?: string | undefined; search?: string | undefined },
): Promise<void> {
  if (query.rankFor === undefined) return;
  if (query.search) throw badRequest(matchMessages.rankForWithSearch, { rankFor: matchMessages.rankForWithSearch });
  const [posting] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(companyId === null ? eq(jobPostings.id, query.rankFor) : ownPosting(companyId, query.rankFor))
    .limit(1);
  if (!posting) throw notFound(matchMessages.rankForNotFound);
}
