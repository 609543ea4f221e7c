import { eq, sql, type SQL } from "drizzle-orm";
import type { CandidateConsents, CandidateSettingsView } from "@shared/candidates/candidate-settings-contracts";
import { profiles } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { notFound } from "../../../errors";
import { candidateSettingsViewOf } from "../profile/get-candidate-settings";
import { CANDIDATE_PROFILE_NOT_FOUND, loadOwnCandidateProfile } from "../profile/own-candidate-profile";

/**
 * Gives or withdraws the caller's SMS and marketing consent. A consent that stays given keeps the
 * moment it was first given; a withdrawn one is null, which every sender reads at send time
 * (decision 0044).
 */
export async function updateCandidateConsents(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  consents: CandidateConsents,
): Promise<CandidateSettingsView> {
  const profile = await loadOwnCandidateProfile(services.db, actor);
  const given = (column: typeof profiles.smsConsentAt | typeof profiles.marketingConsentAt, on: boolean): SQL =>
    on ? sql`coalesce(${column}, now())` : sql`null`;
  const [updated] = await services.db
    .update(profiles)
    .set({
      smsConsentAt: given(profiles.smsConsentAt, consents.smsConsent),
      marketingConsentAt: given(profiles.marketingConsentAt, consents.marketingConsent),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, profile.id))
    .returning();
  if (!updated) throw notFound(CANDIDATE_PROFILE_NOT_FOUND);
  return candidateSettingsViewOf({ ...updated, career: profile.career });
}
