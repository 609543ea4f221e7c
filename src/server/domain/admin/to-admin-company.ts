import type { AdminCompany } from "@shared/admin/contracts";
import type { enterprises } from "../../db/schema";
import { emailMatchesWebsite } from "../companies/email-matches-website";

export function toAdminCompany(row: typeof enterprises.$inferSelect): AdminCompany {
  return {
    id: row.id,
    companyName: row.companyName,
    website: row.website,
    industry: row.industry,
    size: row.size,
    description: row.description,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    emailDomainMatchesWebsite: emailMatchesWebsite(row.contactEmail, row.website),
    verificationStatus: row.verificationStatus,
    verificationNote: row.verificationNote,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
