import { eq } from "drizzle-orm";
import type { CompanySettings, CompanySettingsView } from "@shared/companies/contracts";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { notFound } from "../errors";
import { settingsViewOf } from "./get-company-settings";
import { requireCompany } from "./require-company";

/** Saves the caller's company profile. The verification status is left as it is. */
export async function updateCompanySettings(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  settings: CompanySettings,
): Promise<CompanySettingsView> {
  const { company } = await requireCompany(services.db, actor, { verified: false });
  const [updated] = await services.db
    .update(enterprises)
    .set({
      companyName: settings.companyName,
      website: settings.website || null,
      description: settings.description || null,
      industry: settings.industry,
      contactEmail: settings.contactEmail,
      contactPhone: settings.contactPhone || null,
      location: settings.location,
      updatedAt: new Date(),
    })
    .where(eq(enterprises.id, company.id))
    .returning();
  if (!updated) throw notFound(COMPANY_NOT_FOUND);
  return settingsViewOf(updated);
}
