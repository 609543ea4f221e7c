import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, jobPostings, user } from "../../db/schema";

/**
 * Who the candidate pool shows: candidates whose account verified its e-mail. One condition, so
 * the pool, the company's candidate profile and the recording access rule never disagree.
 */
export const shownInCandidatePool = () => eq(user.emailVerified, true);

/**
 * Whether a verified company may see a candidate (issue 8, "Who may watch"): the pool shows
 * them, or they applied to one of the company's postings.
 */
export async function companyMaySeeCandidate(
  db: DbOrTx,
  companyId: string,
  candidate: { id: string; inPool: boolean },
): Promise<boolean> {
  if (candidate.inPool) return true;
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(and(eq(applications.candidateId, candidate.id), eq(jobPostings.enterpriseId, companyId)))
    .limit(1);
  return applied !== undefined;
}
