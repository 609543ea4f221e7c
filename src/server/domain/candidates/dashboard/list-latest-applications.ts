import { desc, eq } from "drizzle-orm";
import { LATEST_APPLICATIONS_COUNT, type LatestApplication } from "@shared/candidates/dashboard-contracts";
import { applications, candidates, enterprises, jobPostings } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireUserType } from "../../accounts/access";
import { interviewTitle } from "../../interviews/interview-titles";

/** The signed-in candidate's 3 latest applications (the dashboard's Overview). */
export async function listLatestApplications(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<{ items: LatestApplication[] }> {
  const caller = requireUserType(actor, "candidate");
  const rows = await services.db
    .select({
      id: applications.id,
      jobPostingId: applications.jobPostingId,
      postingTitle: jobPostings.title,
      companyName: enterprises.companyName,
      status: applications.status,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .leftJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(eq(candidates.profileId, caller.userId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(LATEST_APPLICATIONS_COUNT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      jobPostingId: row.jobPostingId,
      title: interviewTitle(row),
      companyName: row.companyName,
      status: row.status,
      appliedAt: row.createdAt.toISOString(),
    })),
  };
}
