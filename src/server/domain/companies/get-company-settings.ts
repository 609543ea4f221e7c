import type { CompanySettingsView } from "@shared/companies/contracts";
import { COMPANY_NOT_FOUND, companyNotificationDefaults } from "@shared/companies/contracts";
import type { DbOrTx } from "../../db/client";
import type { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { companyOf, requireUserType } from "../accounts/access";
import { notFound } from "../errors";

type Company = typeof enterprises.$inferSelect;

/**
 * The caller's own company. Enterprise users in any verification state pass (a pending company
 * may edit its settings); an admin without a company gets 404.
 */
export async function requireOwnCompany(db: DbOrTx, actor: Actor | null): Promise<Company> {
  const enterprise = requireUserType(actor, "enterprise");
  const company = await companyOf(db, enterprise);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}

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
  };
}

export async function getCompanySettings(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<CompanySettingsView> {
  return settingsViewOf(await requireOwnCompany(services.db, actor));
}
