import type { CompanySettingsView } from "@shared/companies/contracts";
import { companyLogoUrl, companyNotificationDefaults } from "@shared/companies/contracts";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { loadCompany, requireCompany, type Company } from "./require-company";

/** Stored preferences over the spec's defaults; unknown keys are dropped. */
export function notificationsOf(company: Company): CompanySettingsView["notifications"] {
  const stored = company.notificationPreferences ?? {};
  const pick = (key: keyof typeof companyNotificationDefaults) =>
    typeof stored[key] === "boolean" ? stored[key] : companyNotificationDefaults[key];
  return {
    newApplicants: pick("newApplicants"),
    messages: pick("messages"),
    jobUpdates: pick("jobUpdates"),
    marketingEmails: pick("marketingEmails"),
  };
}

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
    notifications: notificationsOf(company),
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
