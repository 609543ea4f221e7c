import { eq } from "drizzle-orm";
import { hiringMessages } from "@shared/applications/company-application-contracts";
import { files } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import { assertBlobKey } from "../../plugins/storage/blob-key";
import type { BlobDownload } from "../../plugins/storage/blob-download";
import type { AppServices } from "../../services";
import { resumeDownloadName } from "../candidates/resume/resume-download-name";
import { requireShownToCompany } from "../companies/blind-review/require-shown";
import { requireCompany } from "../companies/require-company";
import { notFound } from "../../errors";
import { loadCompanyApplication } from "./company-owned-application";

/** The resume on the applicant's profile, for the verified company whose posting they applied to. */
export async function openCompanyApplicationResume(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  applicationId: string,
  options: { download: boolean },
): Promise<BlobDownload> {
  const { company } = await requireCompany(services, actor, { may: "applicants", verified: true });
  const { profile, candidate } = await loadCompanyApplication(services.db, company, applicationId);
  if (!candidate.resumeFileId) throw notFound(hiringMessages.noResume);
  await requireShownToCompany(services.db, company.id, candidate.id);
  const [file] = await services.db
    .select({ key: files.storageKey, contentType: files.contentType })
    .from(files)
    .where(eq(files.id, candidate.resumeFileId))
    .limit(1);
  if (!file) throw notFound(hiringMessages.noResume);
  assertBlobKey(file.key);
  return {
    key: file.key,
    filename: resumeDownloadName(`${profile.firstName} ${profile.lastName}`, file.contentType),
    missingMessage: hiringMessages.noResume,
    // A PDF opens in the browser to read; ?download=1 saves it.
    disposition: options.download ? "attachment" : "inline",
  };
}
