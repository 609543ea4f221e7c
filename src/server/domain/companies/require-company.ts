import { eq } from "drizzle-orm";
import { accessMessages } from "@shared/accounts/access";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import { companyMemberRoleNames, roleMay, type CompanyPermission } from "@shared/companies/member-roles";
import { ErrorCode } from "@shared/http/error-codes";
import type { DbOrTx } from "../../db/client";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AccountFacts } from "../../plugins/auth/account-facts";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { AppError, forbidden, notFound } from "../../errors";

export type Company = typeof enterprises.$inferSelect;
/** What the session path already knows of the caller's company: enough to decide access. */
export type CompanyFacts = NonNullable<AccountFacts["company"]>;

export interface CompanyAccessOptions {
  /** What the caller's role must allow (decision 0082): a member whose role does not gets 403. */
  may: CompanyPermission;
  /** Only a company an admin has verified passes (browsing candidates, publishing postings). */
  verified: boolean;
  /**
   * Admins may read what a verified company reads, though they have no company (decision 0010);
   * `company` is then the admin's own, usually null. Never set on an endpoint that writes.
   */
  adminsMayRead?: boolean;
}

export interface CompanyAccess<C extends CompanyFacts | null = CompanyFacts> {
  actor: Actor;
  company: C;
}

/**
 * Every per-company check in one place, in the spec's guard order: signed in (401), e-mail
 * verified (403 email_not_verified), an enterprise user (403), the caller's own company (404;
 * 403 for an admin, who has none), then verified when asked (403 company_not_verified), then
 * the member's role allows it (403; decision 0082).
 * It reads the company facts cached with the session (decision 0014), so a guarded list costs
 * no query of its own; `loadCompany` reads the whole row where an endpoint needs it.
 */
export async function requireCompany(
  services: Pick<AppServices, "sessions">,
  actor: Actor | null,
  options: CompanyAccessOptions & { adminsMayRead: true },
): Promise<CompanyAccess<CompanyFacts | null>>;
export async function requireCompany(
  services: Pick<AppServices, "sessions">,
  actor: Actor | null,
  options: CompanyAccessOptions & { adminsMayRead?: false },
): Promise<CompanyAccess>;
export async function requireCompany(
  services: Pick<AppServices, "sessions">,
  actor: Actor | null,
  options: CompanyAccessOptions,
): Promise<CompanyAccess<CompanyFacts | null>> {
  const enterprise = requireUserType(actor, "enterprise");
  const { company } = await services.sessions.accountOf(enterprise);
  if (enterprise.isAdmin && options.adminsMayRead) return { actor: enterprise, company };
  if (!company) {
    throw enterprise.isAdmin ? forbidden(accessMessages.adminIsNotACompany) : notFound(COMPANY_NOT_FOUND);
  }
  if (options.verified && company.verificationStatus !== "verified") {
    throw new AppError(403, ErrorCode.companyNotVerified, accessMessages.companyNotVerified);
  }
  if (!roleMay(company.role, options.may))
    throw forbidden(accessMessages.roleMayNot(companyMemberRoleNames[company.role]));
  return { actor: enterprise, company };
}

/** The whole row of a company `requireCompany` let through (gone since: 404). */
export async function loadCompany(db: DbOrTx, company: CompanyFacts): Promise<Company> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, company.id)).limit(1);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}
