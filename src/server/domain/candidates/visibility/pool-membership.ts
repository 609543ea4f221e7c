import { and, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { applications, candidates, enterprises, jobPostings, user } from "../../../db/schema";

/**
 * Who the candidate pool shows a viewer (decision 0028), the one rule the pool list, its search,
 * the company's candidate profile and the recording access rule share:
 * - the candidate verified their e-mail and is not banned (a deleted account is banned at once,
 *   before its data is removed in the background);
 * - they have something to review: a completed interview or a resume on their candidate record
 *   (the anonymous resume form's rows prove no account and never count);
 * - they are visible to the viewer: "all"; or "industries" and the viewing company's industry is
 *   one they picked; never "hidden".
 *
 * `companyId` is an SQL value (a bound id or a prepared statement's placeholder); null stands for
 * an admin, who is not a company and sees every candidate who is not hidden.
 */
export function shownInCandidatePool(companyId: SQL): SQL {
  const condition = and(
    // The first two points, kept in one column by database triggers on candidates, user,
    // interviews and applications (decision 0035), so the pool needs no join or subquery for them.
    sql`${candidates.poolEligible}`,
    sql`(${candidates.employerVisibility} = 'all' or (${candidates.employerVisibility} = 'industries' and (
      ${companyId}::uuid is null or exists (
        select 1 from ${enterprises}
        where ${enterprises.id} = ${companyId}::uuid and ${enterprises.industry} = any(${candidates.visibleIndustries})))))`,
  );
  // and() of defined parts is never undefined; the fallback only satisfies the type.
  return condition ?? sql`false`;
}

/** The pool as a company (its id) or an admin (null) sees it, with bound values. */
export const shownInPoolOf = (companyId: string | null) => shownInCandidatePool(sql`${companyId}`);

/**
 * Whether a verified company may see a candidate: the pool shows them to it, or they applied to
 * one of the company's postings (hidden or not: the application stays visible to that company).
 */
export async function companyMaySeeCandidate(db: DbOrTx, companyId: string, candidateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(user, eq(user.id, candidates.profileId))
    .where(
      and(
        eq(candidates.id, candidateId),
        sql`(${shownInPoolOf(companyId)} or exists (
          select 1 from ${applications}
          inner join ${jobPostings} on ${jobPostings.id} = ${applications.jobPostingId}
          where ${applications.candidateId} = ${candidates.id} and ${jobPostings.enterpriseId} = ${companyId}::uuid))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
