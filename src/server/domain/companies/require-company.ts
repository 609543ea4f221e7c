import { eq } from "drizzle-orm";
import { accessMessages } from "@shared/accounts/access";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import { ErrorCode } from "@shared/http/error-codes";
import type { DbOrTx } from "../../db/client";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import { requireUserType } from "../accounts/access";
import { AppError, forbidden, notFound } from "../errors";

export type Company = typeof enterprises.$inferSelect;

export interface CompanyAccessOptions {
  /** Only a company an admin has verified passes (browsing candidates, publishing postings). */
  verified: boolean;
  /**
   * Admins may read what a verified company reads, though they have no company (decision 0010);
   * `company` is then the admin's own row, usually null. Never set on an endpoint that writes.
   */
  adminsMayRead?: boolean;
}

export interface CompanyAccess<C extends Company | null = Company> {
  actor: Actor;
  company: C;
}

/**
 * Every per-company check in one place, in the spec's guard order: signed in (401), e-mail
 * verified (403 email_not_verified), an enterprise user (403), the caller's own company (404;
 * 403 for an admin, who has none), then verified when asked (403 company_not_verified).
 */
export async function requireCompany(
  db: DbOrTx,
  actor: Actor | null,
  options: CompanyAccessOptions & { adminsMayRead: true },
): Promise<CompanyAccess<Company | null>>;
export async function requireCompany(
  db: DbOrTx,
  actor: Actor | null,
  options: CompanyAccessOptions & { adminsMayRead?: false },
): Promise<CompanyAccess>;
export async function requireCompany(
  db: DbOrTx,
  actor: Actor | null,
  options: CompanyAccessOptions,
): Promise<CompanyAccess<Company | null>> {
  const enterprise = requireUserType(actor, "enterprise");
  const [company] = await db.select().from(enterprises).where(eq(enterprises.profileId, enterprise.userId)).limit(1);
  if (enterprise.isAdmin && options.adminsMayRead) return { actor: enterprise, company: company ?? null };
  if (!company) {
    throw enterprise.isAdmin ? forbidden(accessMessages.adminIsNotACompany) : notFound(COMPANY_NOT_FOUND);
  }
  if (options.verified && company.verificationStatus !== "verified") {
    throw new AppError(403, ErrorCode.companyNotVerified, accessMessages.companyNotVerified);
  }
  return { actor: enterprise, company };
}
