import { eq } from "drizzle-orm";
import type { CompanyMembers } from "@shared/companies/member-contracts";
import { companyMembers } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireCompany } from "../require-company";
import { memberViews } from "./member-views";

/** The caller's company's members, oldest first, in any verification state (decision 0079); admins have none. */
export async function listCompanyMembers(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<CompanyMembers> {
  const { company } = await requireCompany(services, actor, { may: "workspace", verified: false });
  return { members: await memberViews(services.db, eq(companyMembers.enterpriseId, company.id)) };
}
