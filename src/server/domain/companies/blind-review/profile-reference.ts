import { eq } from "drizzle-orm";
import { CANDIDATE_NOT_FOUND } from "@shared/candidates/candidate-profile-contracts";
import { candidates } from "../../../db/schema";
import type { AppServices } from "../../../services";
import { notFound } from "../../../errors";
import { blindAliasSecret } from "./alias-secret";
import { isProfileHandle, openProfileHandle, sealProfileId } from "./profile-handle";
import { hiddenFromCompany } from "./require-shown";

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
 * company's, an admin's request, tampered) is the same 404 as an unknown candidate. So is the
 * real id of a candidate the company has hidden (decision 0077): the public profile shows that
 * id, and an answer to it would tie the alias to the name. A handle keeps working after the reveal.
 */
export async function profileIdOfReference(
  services: Pick<AppServices, "config" | "db">,
  companyId: string | null,
  reference: string,
): Promise<string> {
  if (!isProfileHandle(reference)) {
    if (companyId !== null && (await realIdHidden(services, companyId, reference))) throw notFound(CANDIDATE_NOT_FOUND);
    return reference;
  }
  const profileId = companyId ? openProfileHandle(await blindAliasSecret(services), companyId, reference) : null;
  if (profileId === null) throw notFound(CANDIDATE_NOT_FOUND);
  return profileId;
}

async function realIdHidden(services: Pick<AppServices, "db">, companyId: string, profileId: string): Promise<boolean> {
  const [row] = await services.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.profileId, profileId))
    .limit(1);
  return row !== undefined && (await hiddenFromCompany(services.db, companyId, row.id));
}
