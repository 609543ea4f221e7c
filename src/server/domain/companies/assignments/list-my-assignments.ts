import { and, desc, eq, sql } from "drizzle-orm";
import { MY_ASSIGNMENTS_LIMIT, type MyAssignments } from "@shared/companies/assignment-contracts";
import {
  applicationAssignments,
  applications,
  candidates,
  jobPostings,
  postingAssignments,
  profiles,
  user,
} from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { loadBlindView } from "../blind-review/blind-view";
import { requireCompany } from "../require-company";

/**
 * What is assigned to the caller (decision 0084), newest assignment first: the company's postings
 * and applications, for the dashboard of every member. A candidate the company reviews blind is
 * named by their alias; one whose account is being deleted is left out, as on every list.
 */
export async function listMyAssignments(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
): Promise<MyAssignments> {
  const { company } = await requireCompany(services, actor, { may: "workspace", verified: false });
  const { db } = services;
  const [postings, assigned] = await Promise.all([
    db
      .select({
        id: jobPostings.id,
        title: jobPostings.title,
        status: jobPostings.status,
        applicantCount: sql<number>`(select count(*) from ${applications}
          where ${applications.jobPostingId} = ${jobPostings.id})`.mapWith(Number),
        assignedAt: postingAssignments.createdAt,
      })
      .from(postingAssignments)
      .innerJoin(jobPostings, eq(jobPostings.id, postingAssignments.postingId))
      .where(and(eq(postingAssignments.memberId, company.memberId), eq(jobPostings.enterpriseId, company.id)))
      .orderBy(desc(postingAssignments.createdAt), desc(jobPostings.id))
      .limit(MY_ASSIGNMENTS_LIMIT),
    db
      .select({
        id: applications.id,
        postingId: jobPostings.id,
        postingTitle: jobPostings.title,
        profileId: candidates.profileId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        status: applications.status,
        assignedAt: applicationAssignments.createdAt,
      })
      .from(applicationAssignments)
      .innerJoin(applications, eq(applications.id, applicationAssignments.applicationId))
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(profiles, eq(profiles.id, candidates.profileId))
      .innerJoin(user, eq(user.id, candidates.profileId))
      .where(
        and(
          eq(applicationAssignments.memberId, company.memberId),
          eq(jobPostings.enterpriseId, company.id),
          sql`coalesce(${user.banned}, false) = false`,
        ),
      )
      .orderBy(desc(applicationAssignments.createdAt), desc(applications.id))
      .limit(MY_ASSIGNMENTS_LIMIT),
  ]);
  const blind = await loadBlindView(
    services,
    company.id,
    assigned.map((row) => row.profileId),
  );
  return {
    postings: postings.map((posting) => ({ ...posting, assignedAt: posting.assignedAt.toISOString() })),
    applications: assigned.map((row) => ({
      id: row.id,
      postingId: row.postingId,
      postingTitle: row.postingTitle,
      candidateName: blind.aliasOf(row.profileId) ?? `${row.firstName} ${row.lastName}`.trim(),
      status: row.status,
      assignedAt: row.assignedAt.toISOString(),
    })),
  };
}
