import { eq } from "drizzle-orm";
import { CANDIDATE_HAS_NO_RESUME } from "@shared/candidates/candidate-profile-contracts";
import { files } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import { assertBlobKey } from "../../../plugins/storage/blob-key";
import type { BlobDownload } from "../../../plugins/storage/blob-download";
import type { AppServices } from "../../../services";
import { requireShownToCompany } from "../../companies/blind-review/require-shown";
import { notFound } from "../../../errors";
import { loadCandidateForCompany } from "../profile/get-company-candidate-profile";
import { resumeDownloadName } from "./resume-download-name";

/**
 * The candidate's current resume (the one in Settings → Resume) for whoever may read their
 * company profile: a verified company that may see them (decision 0028) or an admin. Everyone
 * else gets the profile's own refusal, so the resume never says more than the profile does.
 */
export async function openCompanyCandidateResume(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
  input: { profileId: string; download: boolean },
): Promise<BlobDownload> {
  const { company, profile, candidate, viewerIsAdmin } = await loadCandidateForCompany(
    services,
    actor,
    input.profileId,
  );
  if (!candidate.resumeFileId) throw notFound(CANDIDATE_HAS_NO_RESUME);
  await requireShownToCompany(services.db, viewerIsAdmin ? null : (company?.id ?? null), candidate.id);
  const [file] = await services.db
    .select({ key: files.storageKey, contentType: files.contentType })
    .from(files)
    .where(eq(files.id, candidate.resumeFileId))
    .limit(1);
  if (!file) throw notFound(CANDIDATE_HAS_NO_RESUME);
  assertBlobKey(file.key);
  return {
    key: file.key,
    filename: resumeDownloadName(`${profile.firstName} ${profile.lastName}`, file.contentType),
    missingMessage: CANDIDATE_HAS_NO_RESUME,
    // A PDF opens in the browser to read; ?download=1 saves it.
    disposition: input.download ? "attachment" : "inline",
  };
}
