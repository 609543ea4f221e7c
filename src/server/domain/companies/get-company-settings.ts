import type { CompanySettingsView } from "@shared/companies/contracts";
import { companyLogoUrl } from "@shared/companies/contracts";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { loadCompany, requireCompany, type Company } from "./require-company";

export function settingsViewOf(company: Company): CompanySettingsView {
  return {
    profile: {
      companyName: company.companyName,
      website: company.website ?? "",
      description: company.description ?? "",
      industry: company.industry ?? "",
      contactEmail: company.contactEmail ?? "",
      contactPhone: company.contactPhone ?? "",
      location: company.location ?? "",
    },
    logoUrl: company.logoFileId ? companyLogoUrl(company.id, company.logoFileId) : null,
  };
}

export async function getCompanySettings(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<CompanySettingsView> {
  // Any verification state: a pending company may edit its settings.
  const { company } = await requireCompany(services, actor, { may: "settings", verified: false });
  return settingsViewOf(await loadCompany(services.db, company));
}
