import { eq } from "drizzle-orm";
import { MY_RESUME_NOT_FOUND } from "@shared/candidates/resume-contracts";
import type { ResumeFile } from "@shared/candidates/career-contracts";
import type { DbOrTx } from "../../../db/client";
import { candidates, files } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import { assertBlobKey } from "../../../plugins/storage/blob-key";
import type { StoredUpload } from "../../../plugins/storage/stored-upload";
import type { BlobDownload } from "../../../plugins/storage/blob-download";
import type { AppServices } from "../../../services";
import { notFound } from "../../../errors";
import { requireOwnCandidate } from "../career/career-owner";
import { insertUploadedFile } from "../../files/insert-uploaded-file";
import { queueMatchRecompute } from "../../matching/recompute-matches-task";
import { queueResumeTextExtraction } from "./extract-resume-text-task";

/** Checked before a byte of the upload is read: only a signed-in, verified candidate may upload. */
export async function authorizeMyResumeUpload(services: Pick<AppServices, "db">, actor: Actor | null): Promise<void> {
  await requireOwnCandidate(services.db, actor);
}

/**
 * Stores the candidate's resume once its blob is in the BlobStore (PDF, DOC or DOCX by its bytes,
 * under 5MB). One transaction writes the new files row, points the candidate at it and deletes
 * the old row; the old blob goes after the commit, so a failure before leaves the old resume in
 * place, and a blob that cannot be deleted is an orphan the sweep removes.
 */
export async function uploadMyResume(
  services: Pick<AppServices, "db" | "blobs" | "log" | "tasks">,
  actor: Actor | null,
  input: { file: StoredUpload },
): Promise<ResumeFile> {
  const candidate = await requireOwnCandidate(services.db, actor);
  const { file } = input;
  const { created, oldKey } = await services.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ fileId: candidates.resumeFileId })
      .from(candidates)
      .where(eq(candidates.id, candidate.id))
      .for("update");
    const row = await insertUploadedFile(tx, { ownerId: actor?.userId ?? null, kind: "resume", upload: file });
    await tx
      .update(candidates)
      .set({ resumeFileId: row.id, resumeText: null, updatedAt: new Date() })
      .where(eq(candidates.id, candidate.id));
    await queueResumeTextExtraction(services, tx, { candidateId: candidate.id, fileId: row.id });
    // A resume can put the candidate in the pool, and so in the companies' rankings.
    await queueMatchRecompute(services, tx, { candidateId: candidate.id });
    let previousKey: string | null = null;
    if (current?.fileId) {
      const [old] = await tx.delete(files).where(eq(files.id, current.fileId)).returning({ key: files.storageKey });
      previousKey = old?.key ?? null;
    }
    return { created: row, oldKey: previousKey };
  });
  if (oldKey) {
    try {
      assertBlobKey(oldKey);
      await services.blobs.delete(oldKey);
    } catch (error) {
      services.log.warn(
        { err: error, key: oldKey },
        "could not delete a replaced resume's blob; the orphan sweep will",
      );
    }
  }
  return {
    originalName: created.originalName,
    contentType: created.contentType,
    byteSize: created.byteSize,
    uploadedAt: created.createdAt.toISOString(),
  };
}

/**
 * A candidate's resume as a download, whoever may see it: callers decide access first (the owner
 * here; a public profile or a company elsewhere) and reuse this for the file itself.
 */
async function loadCandidateResume(
  db: DbOrTx,
  candidate: { id: string; resumeFileId: string | null },
  missingMessage: string = MY_RESUME_NOT_FOUND,
): Promise<BlobDownload> {
  if (!candidate.resumeFileId) throw notFound(missingMessage);
  const [file] = await db.select().from(files).where(eq(files.id, candidate.resumeFileId)).limit(1);
  if (!file) throw notFound(missingMessage);
  assertBlobKey(file.storageKey);
  const ext =
    file.contentType === "application/pdf" ? "pdf" : file.contentType === "application/x-cfb" ? "doc" : "docx";
  return {
    key: file.storageKey,
    filename: file.originalName ?? `resume-${candidate.id}.${ext}`,
    missingMessage,
  };
}

export async function openMyResume(services: Pick<AppServices, "db">, actor: Actor | null): Promise<BlobDownload> {
  const candidate = await requireOwnCandidate(services.db, actor);
  return loadCandidateResume(services.db, candidate);
}
