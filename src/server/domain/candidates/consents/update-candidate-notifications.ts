import { eq } from "drizzle-orm";
import type { CandidateNotifications, CandidateSettingsView } from "@shared/candidates/candidate-settings-contracts";
import { profiles } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { notFound } from "../../../errors";
import { candidateSettingsViewOf } from "../profile/get-candidate-settings";
import { CANDIDATE_PROFILE_NOT_FOUND, loadOwnCandidateProfile } from "../profile/own-candidate-profile";

/** Saves the caller's four e-mail switches, replacing what was stored. */
export async function updateCandidateNotifications(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  notifications: CandidateNotifications,
): Promise<CandidateSettingsView> {
  const profile = await loadOwnCandidateProfile(services.db, actor);
  const [updated] = await services.db
    .update(profiles)
    .set({ notificationPreferences: { ...notifications }, updatedAt: new Date() })
    .where(eq(profiles.id, profile.id))
    .returning();
  if (!updated) throw notFound(CANDIDATE_PROFILE_NOT_FOUND);
  return candidateSettingsViewOf({ ...updated, career: profile.career });
}
