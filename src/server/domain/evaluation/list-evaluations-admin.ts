import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { listEvaluationsAdminContract } from "@shared/evaluation/evaluation-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { applications, candidates, evaluations, interviews, jobPostings, profiles } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";
import { followUpResultsOf } from "../interviews/interviewer/follow-ups/follow-up-results";
import { interviewTitle } from "../interviews/interview-titles";

/**
 * Current evaluations by status for admins, most recently changed first (decision 0050): the
 * failed ones with their reason, so someone retries them, and each interview's follow-up
 * outcomes, so an interview that asked none says why.
 */
export async function listEvaluationsAdmin(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: { page: number; pageSize: number; status: (typeof evaluations.$inferSelect)["status"] | "all" },
): Promise<ContractResponse<typeof listEvaluationsAdminContract>> {
  requireAdmin(actor);
  const current = eq(evaluations.isCurrent, true);
  const where: SQL | undefined = query.status === "all" ? current : and(current, eq(evaluations.status, query.status));
  const [rows, [total]] = await Promise.all([
    services.db
      .select({
        evaluation: evaluations,
        jobPostingId: applications.jobPostingId,
        postingTitle: jobPostings.title,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(evaluations)
      .innerJoin(interviews, eq(interviews.id, evaluations.interviewId))
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(profiles, eq(profiles.id, candidates.profileId))
      .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
      .where(where)
      .orderBy(desc(evaluations.updatedAt), desc(evaluations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    services.db.select({ n: count() }).from(evaluations).where(where),
  ]);
  const followUps = await followUpResultsOf(
    services.db,
    rows.map((row) => row.evaluation.interviewId),
  );
  return {
    items: rows.map(({ evaluation, ...row }) => ({
      id: evaluation.id,
      interviewId: evaluation.interviewId,
      candidateName: `${row.firstName} ${row.lastName}`.trim(),
      interviewTitle: interviewTitle(row),
      status: evaluation.status,
      failureReason: evaluation.failureReason,
      provider: evaluation.provider,
      updatedAt: evaluation.updatedAt.toISOString(),
      followUps: followUps.get(evaluation.interviewId) ?? [],
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
