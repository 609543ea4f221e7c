import { eq } from "drizzle-orm";
import type { ScorecardSettings } from "@shared/scorecards/scorecard-contracts";
import { enterprises } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { recordAudit } from "../admin/record-audit";
import { requireCompany } from "../companies/require-company";
import { companyHidesAiScores } from "../companies/ai-scores-hidden";

type Services = Pick<AppServices, "db" | "sessions">;

/** Whether the company hides the AI's scores until a member submits their scorecard (decision 0085). */
export async function getScorecardSettings(services: Services, actor: Actor | null): Promise<ScorecardSettings> {
  const { company } = await requireCompany(services, actor, { may: "settings", verified: false });
  return { hideAiScoresUntilSubmitted: await companyHidesAiScores(services.db, company.id) };
}

/** Owners and Admins turn it on or off; the change is audit-logged with the member who made it. */
export async function updateScorecardSettings(
  services: Services,
  actor: Actor | null,
  input: ScorecardSettings,
): Promise<ScorecardSettings> {
  const { actor: caller, company } = await requireCompany(services, actor, { may: "settings", verified: false });
  return services.db.transaction(async (tx) => {
    await tx
      .update(enterprises)
      .set({ scorecardsHideAiScores: input.hideAiScoresUntilSubmitted })
      .where(eq(enterprises.id, company.id));
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "company.scorecard_settings_changed",
      targetType: "enterprise",
      targetId: company.id,
      details: { memberId: company.memberId, hideAiScoresUntilSubmitted: input.hideAiScoresUntilSubmitted },
    });
    return { hideAiScoresUntilSubmitted: input.hideAiScoresUntilSubmitted };
  });
}
