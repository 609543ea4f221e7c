import { eq } from "drizzle-orm";
import type { CandidateProfileValues, CandidateSettingsView } from "@shared/candidates/candidate-settings-contracts";
import { profiles } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { notFound } from "../errors";
import { candidateSettingsViewOf } from "./get-candidate-settings";
import { CANDIDATE_PROFILE_NOT_FOUND, loadOwnCandidateProfile } from "./own-candidate-profile";

/** Saves the caller's name, bio, location and website; the e-mail is never changed here. */
export async function updateCandidateProfile(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  values: CandidateProfileValues,
): Promise<CandidateSettingsView> {
  const profile = await loadOwnCandidateProfile(services.db, actor);
  const [updated] = await services.db
    .update(profiles)
    .set({
      firstName: values.firstName,
      lastName: values.lastName,
      bio: values.bio || null,
      location: values.location || null,
      website: values.website || null,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, profile.id))
    .returning();
  if (!updated) throw notFound(CANDIDATE_PROFILE_NOT_FOUND);
  return candidateSettingsViewOf(updated);
}
