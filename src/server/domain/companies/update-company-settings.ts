import { eq } from "drizzle-orm";
import type { CompanySettings, CompanySettingsView } from "@shared/companies/contracts";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import { companyRegistrationMessages } from "@shared/accounts/company-registration";
import { emailDomain } from "@shared/accounts/email";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { isFreeMailDomain } from "../accounts/register-company";
import { recordAudit } from "../admin/record-audit";
import { badRequest, notFound } from "../../errors";
import { settingsViewOf } from "./get-company-settings";
import { loadCompany, requireCompany } from "./require-company";

type Company = typeof enterprises.$inferSelect;

/** What an admin checked when verifying a company: changing any of them calls for a new review. */
const IDENTITY_FIELDS = ["companyName", "website", "contactEmail"] as const;
type Identity = Record<(typeof IDENTITY_FIELDS)[number], string>;

function identityOf(company: Pick<Company, (typeof IDENTITY_FIELDS)[number]>): Identity {
  return {
    companyName: company.companyName,
    website: company.website ?? "",
    contactEmail: company.contactEmail ?? "",
  };
}

/** The identity fields whose value changes, with old and new values. */
function identityChanges(before: Identity, after: Identity): Record<string, { from: string; to: string }> {
  const changes: Record<string, { from: string; to: string }> = {};
  for (const field of IDENTITY_FIELDS) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}

/**
 * Saves the caller's company profile. A company an admin has already judged (verified or
 * rejected) that changes its name, website or contact e-mail goes back to review: status
 * pending, verifiedAt cleared (so it loses the pool until approved again), with an audit entry
 * holding the old and new values. Other changes keep the status (decision 0012).
 */
export async function updateCompanySettings(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  settings: CompanySettings,
): Promise<CompanySettingsView> {
  const company = await loadCompany(
    services.db,
    (await requireCompany(services, actor, { may: "settings", verified: false })).company,
  );
  if (isFreeMailDomain(emailDomain(settings.contactEmail))) {
    const message = companyRegistrationMessages.personalEmail;
    throw badRequest(message, { contactEmail: message });
  }
  const changes = identityChanges(identityOf(company), identityOf({ ...settings, website: settings.website || null }));
  const backToReview = company.verificationStatus !== "pending" && Object.keys(changes).length > 0;

  const updated = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(enterprises)
      .set({
        companyName: settings.companyName,
        website: settings.website || null,
        description: settings.description || null,
        industry: settings.industry,
        contactEmail: settings.contactEmail,
        contactPhone: settings.contactPhone || null,
        location: settings.location,
        ...(backToReview ? { verificationStatus: "pending" as const, verifiedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(enterprises.id, company.id))
      .returning();
    if (!row) throw notFound(COMPANY_NOT_FOUND);
    if (backToReview) {
      await recordAudit(tx, {
        // profiles.id is the user id.
        actorId: company.profileId,
        action: "company.identity_changed",
        targetType: "enterprise",
        targetId: company.id,
        details: { companyName: row.companyName, previousStatus: company.verificationStatus, changes },
      });
    }
    return row;
  });
  return settingsViewOf(updated);
}
