import { eq } from "drizzle-orm";
import type { BlindReviewSetting, BlindReviewSettingUpdate } from "@shared/companies/blind-review-contracts";
import type { DbOrTx } from "../../../db/client";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import { enterprises } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { recordAudit } from "../../admin/record-audit";
import { notFound } from "../../../errors";
import { requireCompany } from "../require-company";

const settingColumns = { enabled: enterprises.blindReview, hideEmployers: enterprises.blindReviewHidesEmployers };

/** Whether the company's blind review hides employer names (decision 0077; true for an unknown company). */
export async function blindReviewHidesEmployers(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ hide: enterprises.blindReviewHidesEmployers })
    .from(enterprises)
    .where(eq(enterprises.id, companyId))
    .limit(1);
  return row?.hide ?? true;
}

/** The caller's company's blind review switch (any verification state: it is the company's own setting). */
export async function getBlindReviewSetting(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<BlindReviewSetting> {
  const { company } = await requireCompany(services, actor, { may: "settings", verified: false });
  const [row] = await services.db
    .select(settingColumns)
    .from(enterprises)
    .where(eq(enterprises.id, company.id))
    .limit(1);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

/**
 * Turns blind review on or off, or what it hides; each change (not a repeat) is audit-logged in
 * the same transaction. A part left out stays as it was.
 */
export async function updateBlindReviewSetting(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: BlindReviewSettingUpdate,
): Promise<BlindReviewSetting> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "settings", verified: false });
  return services.db.transaction(async (tx) => {
    const [before] = await tx
      .select(settingColumns)
      .from(enterprises)
      .where(eq(enterprises.id, company.id))
      .for("update");
    if (!before) throw notFound(COMPANY_NOT_FOUND);
    const after: BlindReviewSetting = {
      enabled: input.enabled ?? before.enabled,
      hideEmployers: input.hideEmployers ?? before.hideEmployers,
    };
    const audit = (action: string) =>
      recordAudit(tx, { actorId: caller.userId, action, targetType: "enterprise", targetId: company.id });
    if (after.enabled !== before.enabled || after.hideEmployers !== before.hideEmployers) {
      await tx
        .update(enterprises)
        .set({ blindReview: after.enabled, blindReviewHidesEmployers: after.hideEmployers, updatedAt: new Date() })
        .where(eq(enterprises.id, company.id));
    }
    if (after.enabled !== before.enabled) {
      await audit(after.enabled ? "company.blind_review_on" : "company.blind_review_off");
    }
    if (after.hideEmployers !== before.hideEmployers) {
      await audit(
        after.hideEmployers ? "company.blind_review_hides_employers" : "company.blind_review_shows_employers",
      );
    }
    return after;
  });
}
