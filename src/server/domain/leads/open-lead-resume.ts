import { eq } from "drizzle-orm";
import { files, resumeOnlyCandidates } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import { assertBlobKey } from "../../plugins/storage/blob-key";
import { RangeNotSatisfiableError, type BlobRead, type ByteRange } from "../../plugins/storage/blob-store";
import type { AppServices } from "../../services";
import { requireAdmin } from "../accounts/access";
import { notFound } from "../errors";

/** A byte range as a client asks for it: from a start, or the last `suffix` bytes. */
export type RequestedRange = ByteRange | { suffix: number };

export interface LeadResumeDownload {
  read: BlobRead;
  /** A safe ASCII download name built from the candidate's name, e.g. "ada-lovelace-resume.pdf". */
  filename: string;
}

export const RESUME_NOT_FOUND = "This resume does not exist or was replaced by a newer one.";

/** Opens a resume-only upload for an admin, whole or a byte range of it. */
export async function openLeadResume(
  services: Pick<AppServices, "db" | "blobs">,
  actor: Actor | null,
  id: string,
  range?: RequestedRange,
): Promise<LeadResumeDownload> {
  requireAdmin(actor);
  const [row] = await services.db
    .select({ name: resumeOnlyCandidates.name, key: files.storageKey, size: files.byteSize })
    .from(resumeOnlyCandidates)
    .innerJoin(files, eq(files.id, resumeOnlyCandidates.resumeFileId))
    .where(eq(resumeOnlyCandidates.id, id))
    .limit(1);
  if (!row) throw notFound(RESUME_NOT_FOUND);
  assertBlobKey(row.key);

  let byteRange: ByteRange | undefined;
  if (range && "suffix" in range) {
    if (range.suffix === 0 || row.size === 0) throw new RangeNotSatisfiableError(row.size);
    byteRange = { start: Math.max(0, row.size - range.suffix) };
  } else {
    byteRange = range;
  }
  const read = await services.blobs.get(row.key, byteRange);
  if (!read) throw notFound(RESUME_NOT_FOUND);
  const ext = row.key.slice(row.key.lastIndexOf(".") + 1);
  return { read, filename: downloadName(row.name, ext) };
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
