import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { ContractResponse } from "@shared/http/contract";
import type {
  companyPostingsQuerySchema,
  listCompanyPostingsContract,
} from "@shared/postings/company-posting-contracts";
import { jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { postingInScope } from "../companies/assignments/assignment-scope";
import { requireCompany } from "../companies/require-company";
import { likePattern } from "../search";
import { selectCompanyPostings, toCompanyPostingSummary } from "./company-postings";

/**
 * One tab of the caller's postings, newest first. The tab counts follow the same visibility,
 * department and search, so each tab's number is what opening it would show; the department
 * list is all of the company's departments, so the filter never hides its own way back.
 */
export async function listCompanyPostings(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  query: z.output<typeof companyPostingsQuerySchema>,
): Promise<ContractResponse<typeof listCompanyPostingsContract>> {
  const { company } = await requireCompany(services, actor, { may: "readPostings", verified: true });
  const { db } = services;
  const pattern = query.search ? likePattern(query.search) : undefined;
  // A hiring manager reads the postings assigned to them (decision 0084).
  const assigned = postingInScope(company);
  const scope: SQL = and(
    eq(jobPostings.enterpriseId, company.id),
    assigned,
    query.visibility === "all" ? undefined : eq(jobPostings.visibility, query.visibility),
    query.department ? eq(jobPostings.department, query.department) : undefined,
    pattern
      ? or(
          ilike(jobPostings.title, pattern),
          ilike(jobPostings.department, pattern),
          ilike(jobPostings.location, pattern),
        )
      : undefined,
  )!;
  const inTab = query.tab === "all" ? scope : and(scope, eq(jobPostings.status, query.tab))!;

  const [rows, perStatus, departments] = await Promise.all([
    selectCompanyPostings(db)
      .where(inTab)
      .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ status: jobPostings.status, n: count() }).from(jobPostings).where(scope).groupBy(jobPostings.status),
    db
      .selectDistinct({ department: jobPostings.department })
      .from(jobPostings)
      .where(and(eq(jobPostings.enterpriseId, company.id), assigned, isNotNull(jobPostings.department)))
      .orderBy(asc(jobPostings.department)),
  ]);
  const counts = { active: 0, paused: 0, closed: 0, all: 0 };
  for (const { status, n } of perStatus) {
    counts[status] = n;
    counts.all += n;
  }
  return {
    tab: query.tab,
    items: rows.map(toCompanyPostingSummary),
    total: counts[query.tab],
    page: query.page,
    pageSize: query.pageSize,
    counts,
    departments: departments.flatMap(({ department }) => (department ? [department] : [])),
  };
}
