import { eq } from "drizzle-orm";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import type { RetentionSetting } from "@shared/companies/retention-contracts";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { recordAudit } from "../admin/record-audit";
import { notFound } from "../../errors";
import { loadCompany, requireCompany } from "./require-company";

export const RETENTION_CHANGED = "company.retention_changed";

/** The caller's company's retention (any verification state: a pending company may set its policy ahead). */
export async function getCompanyRetention(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<RetentionSetting> {
  const { company } = await requireCompany(services, actor, { may: "settings", verified: false });
  const row = await loadCompany(services.db, company);
  return { retentionDays: row.retentionDays };
}

/**
 * Sets the caller's company's retention, once it is verified: a company awaiting verification
 * reads the policy but may not change it, as it may not act on candidates' data yet (decision 0072).
 * A change is audit-logged with the old and new values in
 * its transaction; saving the same value again changes nothing and logs nothing (decision 0047).
 * The retention sweep reads the new value on its next run.
 */
export async function updateCompanyRetention(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: RetentionSetting,
): Promise<RetentionSetting> {
  const access = await requireCompany(services, actor, { may: "settings", verified: true });
  const company = await loadCompany(services.db, access.company);
  if (company.retentionDays === input.retentionDays) return { retentionDays: company.retentionDays };
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(enterprises)
      .set({ retentionDays: input.retentionDays, updatedAt: new Date() })
      .where(eq(enterprises.id, company.id))
      .returning({ retentionDays: enterprises.retentionDays });
    if (!row) throw notFound(COMPANY_NOT_FOUND);
    await recordAudit(tx, {
      actorId: access.actor.userId,
      action: RETENTION_CHANGED,
      targetType: "enterprise",
      targetId: company.id,
      details: { from: company.retentionDays, to: row.retentionDays },
    });
    return { retentionDays: row.retentionDays };
  });
}
