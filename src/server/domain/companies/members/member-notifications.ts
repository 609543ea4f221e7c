import { eq } from "drizzle-orm";
import {
  COMPANY_NOT_FOUND,
  companyNotificationDefaults,
  type CompanyNotifications,
  type MemberNotificationsView,
} from "@shared/companies/contracts";
import { companyMembers, enterprises } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { notFound } from "../../../errors";
import { requireCompany } from "../require-company";

type StoredPreferences = Record<string, boolean> | null;

/**
 * The e-mails a member receives (decision 0087): their own choice; until they make one, what
 * their company had chosen before it had members (its row keeps that); then the spec's defaults.
 * Unknown keys are dropped.
 */
export function memberNotificationsOf(own: StoredPreferences, company: StoredPreferences): CompanyNotifications {
  const pick = (key: keyof typeof companyNotificationDefaults): boolean => {
    const chosen = own?.[key] ?? company?.[key];
    return typeof chosen === "boolean" ? chosen : companyNotificationDefaults[key];
  };
  return {
    newApplicants: pick("newApplicants"),
    messages: pick("messages"),
    jobUpdates: pick("jobUpdates"),
    marketingEmails: pick("marketingEmails"),
  };
}

/** The caller's own choice of e-mails: every member, whatever their role, in any verification state. */
export async function getMemberNotifications(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<MemberNotificationsView> {
  const { company } = await requireCompany(services, actor, { may: "workspace", verified: false });
  const [row] = await services.db
    .select({ own: companyMembers.notificationPreferences, company: enterprises.notificationPreferences })
    .from(companyMembers)
    .innerJoin(enterprises, eq(enterprises.id, companyMembers.enterpriseId))
    .where(eq(companyMembers.id, company.memberId))
    .limit(1);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return { notifications: memberNotificationsOf(row.own, row.company) };
}

/** Saves the caller's own choice, all four, replacing what they had stored; no one else's changes. */
export async function updateMemberNotifications(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  notifications: CompanyNotifications,
): Promise<MemberNotificationsView> {
  const { company } = await requireCompany(services, actor, { may: "workspace", verified: false });
  const [updated] = await services.db
    .update(companyMembers)
    .set({ notificationPreferences: { ...notifications } })
    .where(eq(companyMembers.id, company.memberId))
    .returning({ own: companyMembers.notificationPreferences });
  if (!updated) throw notFound(COMPANY_NOT_FOUND);
  return { notifications: memberNotificationsOf(updated.own, null) };
}
