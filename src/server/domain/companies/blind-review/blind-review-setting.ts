import { eq } from "drizzle-orm";
import type { BlindReviewSetting } from "@shared/companies/blind-review-contracts";
import { COMPANY_NOT_FOUND } from "@shared/companies/contracts";
import { enterprises } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { recordAudit } from "../../admin/record-audit";
import { notFound } from "../../../errors";
import { requireCompany } from "../require-company";

/** The caller's company's blind review switch (any verification state: it is the company's own setting). */
export async function getBlindReviewSetting(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
): Promise<BlindReviewSetting> {
  const { company } = await requireCompany(services, actor, { verified: false });
  const [row] = await services.db
    .select({ enabled: enterprises.blindReview })
    .from(enterprises)
    .where(eq(enterprises.id, company.id))
    .limit(1);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

/** Turns blind review on or off; a change (not a repeat) is audit-logged in the same transaction. */
export async function updateBlindReviewSetting(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: BlindReviewSetting,
): Promise<BlindReviewSetting> {
  const { actor: caller, company } = await requireCompany(services, actor, { verified: false });
  return services.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ enabled: enterprises.blindReview })
      .from(enterprises)
      .where(eq(enterprises.id, company.id))
      .for("update");
    if (!before) throw notFound(COMPANY_NOT_FOUND);
    if (before.enabled !== input.enabled) {
      await tx
        .update(enterprises)
        .set({ blindReview: input.enabled, updatedAt: new Date() })
        .where(eq(enterprises.id, company.id));
      await recordAudit(tx, {
        actorId: caller.userId,
        action: input.enabled ? "company.blind_review_on" : "company.blind_review_off",
        targetType: "enterprise",
        targetId: company.id,
      });
    }
    return { enabled: input.enabled };
  });
}
