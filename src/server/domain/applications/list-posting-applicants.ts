import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type {
  ApplicantSort,
  PostingApplicants,
  postingApplicantsQuerySchema,
} from "@shared/applications/company-application-contracts";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import type { z } from "zod";
import { applications, candidates, jobPostings, profiles } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireCompany } from "../companies/require-company";
import { notFound } from "../errors";
import { progressCondition, progressOf, reviewedInterviewOf } from "./application-interview";

type Query = z.output<typeof postingApplicantsQuerySchema>;

/** Each sort ends on the id, so a page boundary never repeats or skips a row. */
const orderings: Record<ApplicantSort, SQL[]> = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  name: [asc(sql`lower(${profiles.firstName})`), asc(sql`lower(${profiles.lastName})`), asc(applications.id)],
  status: [asc(applications.status), desc(applications.createdAt), desc(applications.id)],
};

/**
 * The applicants of one of the caller's postings (/job-applicants/{id}), a page at a time.
 * Another company's posting, like an unknown one, is a 404. The interview columns come from a
 * lateral lookup per row, joined only for the page (and for the count only when filtering on it);
 * (job_posting_id, created_at) and (job_posting_id, status, created_at) serve the sorts.
 */
export async function listPostingApplicants(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: { postingId: string; query: Query },
): Promise<PostingApplicants> {
  const { company } = await requireCompany(services, actor, { verified: true });
  const { db } = services;
  const { query } = input;
  const [posting] = await db
    .select({ id: jobPostings.id, title: jobPostings.title, status: jobPostings.status })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, input.postingId), eq(jobPostings.enterpriseId, company.id)))
    .limit(1);
  if (!posting) throw notFound(POSTING_NOT_FOUND);

  const reviewed = reviewedInterviewOf(db);
  const filters = and(
    eq(applications.jobPostingId, posting.id),
    query.status ? eq(applications.status, query.status) : undefined,
    query.interview ? progressCondition(reviewed, query.interview) : undefined,
  );
  const rows = await db
    .select({
      applicationId: applications.id,
      profileId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      title: candidates.title,
      status: applications.status,
      hiredStatus: applications.hiredStatus,
      appliedAt: applications.createdAt,
      completed: reviewed.completed,
      startedAt: reviewed.startedAt,
      extraTimeSeconds: reviewed.extraTimeSeconds,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .leftJoinLateral(reviewed, sql`true`)
    .where(filters)
    .orderBy(...orderings[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  const counted = db.select({ n: count() }).from(applications);
  const [total] = query.interview
    ? await counted.leftJoinLateral(reviewed, sql`true`).where(filters)
    : await counted.where(filters);

  return {
    posting,
    items: rows.map((row) => ({
      applicationId: row.applicationId,
      profileId: row.profileId,
      firstName: row.firstName,
      lastName: row.lastName,
      title: row.title,
      status: row.status,
      hiredStatus: row.hiredStatus,
      interview: { progress: progressOf(row), extraTimeSeconds: row.extraTimeSeconds ?? 0 },
      appliedAt: row.appliedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
