import { and, eq } from "drizzle-orm";
import { NO_PUBLIC_RESUME, PROFILE_NOT_AVAILABLE } from "@shared/candidates/contracts";
import { candidates, files, profiles, user } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import { assertBlobKey } from "../../../plugins/storage/blob-key";
import type { BlobDownload } from "../../../plugins/storage/blob-download";
import type { AppServices } from "../../../services";
import { notFound } from "../../../errors";
import { resumeDownloadName } from "./resume-download-name";

/**
 * The resume behind the public profile's Download Resume link: anyone, signed in or not, while
 * the candidate's public profile is on (the same condition the profile page uses); the candidate
 * themself always. A private profile and a missing one are the same 404.
 */
export async function openPublicResume(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  profileId: string,
): Promise<BlobDownload> {
  const owner = actor?.userId === profileId;
  const visible = owner ? undefined : and(eq(profiles.publicProfileEnabled, true), eq(user.emailVerified, true));
  const [row] = await services.db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      key: files.storageKey,
      contentType: files.contentType,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .innerJoin(candidates, eq(candidates.profileId, profiles.id))
    .leftJoin(files, eq(files.id, candidates.resumeFileId))
    .where(and(eq(profiles.id, profileId), visible))
    .limit(1);
  if (!row) throw notFound(PROFILE_NOT_AVAILABLE);
  if (!row.key || !row.contentType) throw notFound(NO_PUBLIC_RESUME);
  assertBlobKey(row.key);
  return {
    key: row.key,
    filename: resumeDownloadName(`${row.firstName} ${row.lastName}`, row.contentType),
    missingMessage: NO_PUBLIC_RESUME,
  };
}
