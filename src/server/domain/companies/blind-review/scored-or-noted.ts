import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import {
  applications,
  candidateNotes,
  companyMembers,
  evaluationOverrides,
  evaluations,
  interviews,
  jobPostings,
} from "../../../db/schema";

/**
 * Whether the company has judged the candidate on what they showed, which is what a reveal waits
 * for: a team note about them (on their profile or one of their applications), a hiring decision
 * on one of their applications to its postings, or a score it set on one of their interviews'
 * evaluations (an override by one of the company's members; decision 0082).
 */
export async function companyScoredOrNoted(db: DbOrTx, companyId: string, candidateId: string): Promise<boolean> {
  const noted = db
    .select({ one: sql`1` })
    .from(candidateNotes)
    .where(and(eq(candidateNotes.enterpriseId, companyId), eq(candidateNotes.candidateId, candidateId)));
  const decided = db
    .select({ one: sql`1` })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(
      and(
        eq(jobPostings.enterpriseId, companyId),
        eq(applications.candidateId, candidateId),
        isNotNull(applications.hiredStatus),
      ),
    );
  const scored = db
    .select({ one: sql`1` })
    .from(evaluationOverrides)
    .innerJoin(evaluations, eq(evaluations.id, evaluationOverrides.evaluationId))
    .innerJoin(interviews, eq(interviews.id, evaluations.interviewId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(companyMembers, eq(companyMembers.profileId, evaluationOverrides.byUserId))
    .where(and(eq(companyMembers.enterpriseId, companyId), eq(applications.candidateId, candidateId)));
  const [row] = await db
    .select({
      judged: sql<boolean>`exists (${noted}) or exists (${decided}) or exists (${scored})`.mapWith(Boolean),
    })
    .from(sql`(select 1) as judged_probe`);
  return row?.judged ?? false;
}
