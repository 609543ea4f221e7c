import { eq } from "drizzle-orm";
import type { CompanyNotifications, CompanySettingsView } from "@shared/companies/contracts";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { notFound } from "../../errors";
import { settingsViewOf } from "./get-company-settings";
import { requireCompany } from "./require-company";

/** Saves the caller's company notification preferences (all four, replacing what was stored). */
export async function updateCompanyNotifications(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  notifications: CompanyNotifications,
): Promise<CompanySettingsView> {
  const { company } = await requireCompany(services, actor, { may: "settings", verified: false });
  const [updated] = await services.db
    .update(enterprises)
    .set({ notificationPreferences: { ...notifications }, updatedAt: new Date() })
    .where(eq(enterprises.id, company.id))
    .returning();
  if (!updated) throw notFound(COMPANY_NOT_FOUND);
  return settingsViewOf(updated);
}
