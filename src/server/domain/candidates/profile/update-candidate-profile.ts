import { eq } from "drizzle-orm";
import type { CandidateProfileValues, CandidateSettingsView } from "@shared/candidates/candidate-settings-contracts";
import { normaliseUrl } from "@shared/accounts/candidate-application";
import { candidates, profiles } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { notFound } from "../../../errors";
import { candidateSettingsViewOf } from "./get-candidate-settings";
import { CANDIDATE_PROFILE_NOT_FOUND, loadOwnCandidateProfile, type CareerFacts } from "./own-candidate-profile";
import { queueCandidateMatchRecompute } from "../../matching/recompute-matches-task";

const emptyCareer: CareerFacts = { title: null, linkedinProfile: null, preferredRoles: null };

/**
 * Saves the caller's name, bio, location and website, and the professional details the apply
 * wizard collected (job title, phone, LinkedIn, preferred roles) where given; the e-mail is
 * never changed here. One transaction, so nothing is half-saved.
 */
export async function updateCandidateProfile(
  services: Pick<AppServices, "db" | "tasks">,
  actor: Actor | null,
  values: CandidateProfileValues,
): Promise<CandidateSettingsView> {
  const profile = await loadOwnCandidateProfile(services.db, actor);
  const now = new Date();
  const career = {
    ...(values.jobTitle !== undefined ? { title: values.jobTitle } : {}),
    ...(values.linkedin !== undefined
      ? { linkedinProfile: values.linkedin ? normaliseUrl(values.linkedin) : null }
      : {}),
    ...(values.preferredRoles !== undefined ? { preferredRoles: values.preferredRoles } : {}),
  };
  const updated = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({
        firstName: values.firstName,
        lastName: values.lastName,
        bio: values.bio || null,
        location: values.location || null,
        website: values.website || null,
        ...(values.phone !== undefined ? { phone: values.phone } : {}),
        updatedAt: now,
      })
      .where(eq(profiles.id, profile.id))
      .returning();
    if (Object.keys(career).length > 0)
      await tx
        .update(candidates)
        .set({ ...career, updatedAt: now })
        .where(eq(candidates.profileId, profile.id));
    // Title and location are match inputs (decision 0052).
    await queueCandidateMatchRecompute(services, tx, profile.id);
    return row;
  });
  if (!updated) throw notFound(CANDIDATE_PROFILE_NOT_FOUND);
  return candidateSettingsViewOf({ ...updated, career: { ...(profile.career ?? emptyCareer), ...career } });
}
