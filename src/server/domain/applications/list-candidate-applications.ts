import { and, count, desc, eq, sql } from "drizzle-orm";
import { APPLICATION_PREVIEW_CHARS, type listCandidateApplicationsContract } from "@shared/applications/contracts";
import type { ContractResponse } from "@shared/http/contract";
import { applications, candidates, enterprises, jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { preview } from "../postings/board-postings";
import { candidateVisible } from "./decision-notice";

/**
 * The caller's applications to postings, newest first (the Applications list; decision 0029). The network
 * application, which holds the one shared interview and belongs to no posting, is not one of them.
 * A decision the candidate has not been told of yet does not show (decision 0048).
 */
export async function listCandidateApplications(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: { page: number; pageSize: number },
): Promise<ContractResponse<typeof listCandidateApplicationsContract>> {
  const caller = requireUserType(actor, "candidate");
  const { db } = services;
  const filter = eq(candidates.profileId, caller.userId);
  const rows = await db
    .select({
      id: applications.id,
      status: sql<string>`${candidateVisible("status")}`,
      postingId: jobPostings.id,
      postingTitle: jobPostings.title,
      companyName: enterprises.companyName,
      description: jobPostings.description,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(and(filter))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(filter);
  return {
    items: rows.map(({ description, createdAt, ...row }) => ({
      ...row,
      descriptionPreview: preview(description, APPLICATION_PREVIEW_CHARS),
      createdAt: createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
