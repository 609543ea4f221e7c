import { and, eq } from "drizzle-orm";
import { avatarMessages, type AvatarSize } from "@shared/candidates/candidate-settings-contracts";
import { candidates, files, profiles, user } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { BlobDownload } from "../../../plugins/storage/blob-download";
import type { AppServices } from "../../../services";
import { hiddenFromCompany } from "../../companies/blind-review/require-shown";
import { notFound } from "../../../errors";
import { avatarSizeKey } from "./avatar-keys";
import { companyMaySeeCandidate } from "../visibility/pool-membership";

/**
 * A URL names one picture (its `v` is the file id), so a browser may keep it a while; "private"
 * keeps shared caches out, as who may see it depends on the caller.
 */
const AVATAR_CACHE_CONTROL = "private, max-age=3600";

/**
 * A candidate's avatar in one square size, for whoever may see the candidate: the candidate,
 * anyone while the public profile is on (and the account verified), a verified company the
 * candidate is visible to (pool or applicant, decision 0021), an admin. Everyone else, and a
 * candidate without a picture, gets the same 404.
 */
export async function openCandidateAvatar(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  input: { profileId: string; size: AvatarSize },
): Promise<BlobDownload> {
  const [row] = await services.db
    .select({
      candidateId: candidates.id,
      publicProfile: profiles.publicProfileEnabled,
      emailVerified: user.emailVerified,
      originalKey: files.storageKey,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .innerJoin(candidates, eq(candidates.profileId, profiles.id))
    .innerJoin(files, eq(files.id, profiles.avatarFileId))
    .where(and(eq(profiles.id, input.profileId), eq(profiles.userType, "candidate")))
    .limit(1);
  if (!row || !(await maySee(services, actor, input.profileId, row))) throw notFound(avatarMessages.notFound);
  return {
    key: avatarSizeKey(row.originalKey, input.size),
    filename: `avatar-${input.size}.webp`,
    missingMessage: avatarMessages.notFound,
    disposition: "inline",
    cacheControl: AVATAR_CACHE_CONTROL,
  };
}

async function maySee(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  profileId: string,
  candidate: { candidateId: string; publicProfile: boolean; emailVerified: boolean },
): Promise<boolean> {
  // A blind-review company sees no picture of a candidate it has not revealed, public profile or not.
  if (actor?.userType === "enterprise" && !actor.isAdmin) {
    const { company } = await services.sessions.accountOf(actor);
    if (company && (await hiddenFromCompany(services.db, company.id, candidate.candidateId))) return false;
  }
  if (candidate.publicProfile && candidate.emailVerified) return true;
  if (!actor) return false;
  if (actor.userId === profileId || actor.isAdmin) return true;
  if (actor.userType !== "enterprise" || !actor.emailVerified) return false;
  const { company } = await services.sessions.accountOf(actor);
  if (company?.verificationStatus !== "verified") return false;
  return companyMaySeeCandidate(services.db, company.id, candidate.candidateId);
}
