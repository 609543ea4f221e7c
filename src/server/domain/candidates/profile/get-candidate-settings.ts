import { avatarUrls, type CandidateSettingsView } from "@shared/candidates/candidate-settings-contracts";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { candidateConsentsOf, candidateNotificationsOf } from "../consents/candidate-notifications";
import { loadOwnCandidateProfile, type ProfileRow } from "./own-candidate-profile";

export function candidateSettingsViewOf(profile: ProfileRow): CandidateSettingsView {
  return {
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      bio: profile.bio ?? "",
      location: profile.location ?? "",
      website: profile.website ?? "",
      jobTitle: profile.career?.title ?? "",
      phone: profile.phone ?? "",
      linkedin: profile.career?.linkedinProfile ?? "",
      preferredRoles: profile.career?.preferredRoles ?? "",
      avatar: profile.avatarFileId ? avatarUrls(profile.id, profile.avatarFileId) : null,
    },
    notifications: candidateNotificationsOf(profile.notificationPreferences),
    consents: candidateConsentsOf(profile),
  };
}

/** The Profile and Notifications tabs of /candidate-settings, for the signed-in candidate only. */
export async function getCandidateSettings(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<CandidateSettingsView> {
  return candidateSettingsViewOf(await loadOwnCandidateProfile(services.db, actor));
}
