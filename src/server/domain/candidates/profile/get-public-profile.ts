import { and, eq } from "drizzle-orm";
import { avatarUrls } from "@shared/candidates/candidate-settings-contracts";
import { PROFILE_NOT_AVAILABLE, publicResumePath, type PublicProfile } from "@shared/candidates/contracts";
import { candidates, profiles, user } from "../../../db/schema";
import type { AppServices } from "../../../services";
import { notFound } from "../../../errors";
import { candidateIdentity, readCandidateBackground } from "./candidate-profile-parts";

/**
 * What anyone may see of a candidate: only when the candidate turned the public profile on
 * (off by default) and verified their e-mail. Private and missing profiles look the same. Never
 * the e-mail, the phone or the recording; the resume through its own link, which the server
 * opens only while the profile is public (open-public-resume.ts).
 */
export async function getPublicProfile(services: Pick<AppServices, "db">, profileId: string): Promise<PublicProfile> {
  const [row] = await services.db
    .select({ profile: profiles, candidate: candidates })
    .from(profiles)
    .innerJoin(candidates, eq(candidates.profileId, profiles.id))
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.id, profileId), eq(profiles.publicProfileEnabled, true), eq(user.emailVerified, true)))
    .limit(1);
  if (!row) throw notFound(PROFILE_NOT_AVAILABLE);
  const { profile, candidate } = row;
  const background = await readCandidateBackground(services.db, candidate);
  return {
    ...candidateIdentity(profile, candidate),
    avatarUrl: profile.avatarFileId ? avatarUrls(profile.id, profile.avatarFileId).large : null,
    ...background,
    resumeUrl: candidate.resumeFileId ? publicResumePath(profile.id) : null,
  };
}
