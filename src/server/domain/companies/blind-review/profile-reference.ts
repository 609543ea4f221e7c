import { CANDIDATE_NOT_FOUND } from "@shared/candidates/candidate-profile-contracts";
import type { AppServices } from "../../../services";
import { notFound } from "../../../errors";
import { blindAliasSecret } from "./alias-secret";
import { isProfileHandle, openProfileHandle, sealProfileId } from "./profile-handle";

/** The handle a blind-review company gets instead of a hidden candidate's profile id. */
export async function hiddenProfileHandle(
  services: Pick<AppServices, "config">,
  companyId: string,
  profileId: string,
): Promise<string> {
  return sealProfileId(await blindAliasSecret(services), companyId, profileId);
}

/**
 * The profile id a company's request names: a handle it was given (profile-handle.ts) opened
 * for that company, or the id as sent. A handle that does not open for the caller (another
 * company's, an admin's request, tampered) is the same 404 as an unknown candidate.
 */
export async function profileIdOfReference(
  services: Pick<AppServices, "config">,
  companyId: string | null,
  reference: string,
): Promise<string> {
  if (!isProfileHandle(reference)) return reference;
  const profileId = companyId ? openProfileHandle(await blindAliasSecret(services), companyId, reference) : null;
  if (profileId === null) throw notFound(CANDIDATE_NOT_FOUND);
  return profileId;
}
