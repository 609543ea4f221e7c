import { eq } from "drizzle-orm";
import { files, resumeOnlyCandidates } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import { assertBlobKey } from "../../plugins/storage/blob-key";
import type { BlobDownload } from "../../plugins/storage/blob-download";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";
import { notFound } from "../../errors";

const RESUME_NOT_FOUND = "This resume does not exist.";

/**
 * Finds a resume-only upload for an admin: which blob to send, under a safe ASCII name built
 * from the candidate's name (e.g. "ada-lovelace-resume.pdf"). sendBlob streams it.
 */
export async function openLeadResume(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  id: string,
): Promise<BlobDownload> {
  requireAdmin(actor);
  const [row] = await services.db
    .select({ name: resumeOnlyCandidates.name, key: files.storageKey })
    .from(resumeOnlyCandidates)
    .innerJoin(files, eq(files.id, resumeOnlyCandidates.resumeFileId))
    .where(eq(resumeOnlyCandidates.id, id))
    .limit(1);
  if (!row) throw notFound(RESUME_NOT_FOUND);
  assertBlobKey(row.key);
  const ext = row.key.slice(row.key.lastIndexOf(".") + 1);
  return { key: row.key, filename: downloadName(row.name, ext), missingMessage: RESUME_NOT_FOUND };
}

function downloadName(name: string, ext: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  const safeExt = /^[a-z0-9]{1,8}$/.test(ext) ? ext : "bin";
  return `${slug ? `${slug}-` : ""}resume.${safeExt}`;
}
