import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { listCompaniesContract } from "@shared/admin/contracts";
import type { ContractResponse } from "@shared/http/contract";
import type { z } from "zod";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";
import { toAdminCompany } from "./to-admin-company";
import { likePattern } from "../search";

type Query = z.output<NonNullable<(typeof listCompaniesContract)["query"]>>;

export async function listCompanies(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: Query,
): Promise<ContractResponse<typeof listCompaniesContract>> {
  requireAdmin(actor);
  const { db } = services;
  const filters: SQL[] = [eq(enterprises.verificationStatus, query.status)];
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(
      ilike(enterprises.companyName, pattern),
      ilike(enterprises.contactEmail, pattern),
      ilike(enterprises.website, pattern),
    );
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const [rows, [total], statusCounts] = await Promise.all([
    db
      .select()
      .from(enterprises)
      .where(where)
      .orderBy(desc(enterprises.createdAt), desc(enterprises.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(enterprises).where(where),
    db
      .select({ status: enterprises.verificationStatus, n: count() })
      .from(enterprises)
      .groupBy(enterprises.verificationStatus),
  ]);
  const counts = { pending: 0, verified: 0, rejected: 0 };
  for (const row of statusCounts) counts[row.status] = row.n;
  return {
    items: rows.map(toAdminCompany),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
