import { asc, eq } from "drizzle-orm";
import type { CompanyMembers } from "@shared/companies/member-contracts";
import { companyMembers, profiles, user } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireCompany } from "../require-company";
import { memberViewOf } from "./manage-company-members";

/** The caller's company's members, oldest first, in any verification state (decision 0079); admins have none. */
export async function listCompanyMembers(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<CompanyMembers> {
  const { company } = await requireCompany(services, actor, { may: "workspace", verified: false });
  const rows = await services.db
    .select({
      id: companyMembers.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: user.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.profileId))
    .innerJoin(user, eq(user.id, companyMembers.profileId))
    .where(eq(companyMembers.enterpriseId, company.id))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  return { members: rows.map(memberViewOf) };
}
