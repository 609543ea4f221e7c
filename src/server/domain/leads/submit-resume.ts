import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { emptyToNull } from "@shared/leads/fields";
import {
  RESUME_FILE_TYPES,
  RESUME_MAX_BYTES,
  resumeFieldsSchema,
  resumeUploadMessages,
  type ResumeFields,
} from "@shared/leads/resume-upload";
import { files, resumeOnlyCandidates } from "../../db/schema";
import { blobKey, isBlobKey } from "../../plugins/storage/blob-key";
import { BlobTooLargeError, type BlobKey } from "../../plugins/storage/blob-store";
import { sniffFileType } from "../../plugins/storage/sniff-file-type";
import type { AppServices } from "../../services";
import { payloadTooLarge, unsupportedMediaType, validationError } from "../errors";
import { caughtByHoneypot } from "./honeypot";
import { sameEmail } from "./same-email";

const m = resumeUploadMessages;

/** One part of the multipart form, as the HTTP layer hands it over (file parts must be read before the next part). */
export type ResumePart =
  | { type: "field"; name: string; value: string }
  | { type: "file"; name: string; filename: string; stream: Readable; truncated: () => boolean };

/** A DOCX is recognised from its zip entries; 64 KiB holds them for any ordinary document. */
const SNIFF_SAMPLE_BYTES = 64 * 1024;

interface StoredResume {
  key: BlobKey;
  contentType: string;
  byteSize: number;
  originalName: string | null;
}

type Services = Pick<AppServices, "db" | "blobs" | "log">;

/**
 * The resume-only form. Text fields are checked as they arrive, so a form whose fields are
 * already wrong never stores its file. The file is judged by its bytes (PDF or DOCX) and
 * streamed into the BlobStore, which refuses more than 10MB while it streams. Then one
 * transaction writes the files row and the resume_only_candidates row; if anything fails the
 * blob is deleted again, so nothing is half-written.
 *
 * One row per e-mail: a repeat submission REPLACES the stored file, name and role interest for
 * that address (the newest resume is the one worth reading), and the old file is deleted after
 * the commit.
 */
export async function submitResume(services: Services, parts: AsyncIterable<ResumePart>): Promise<{ ok: true }> {
  const fields = new Map<string, string>();
  let stored: StoredResume | undefined;
  let sawFile = false;
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        if (!fields.has(part.name)) fields.set(part.name, part.value);
        continue;
      }
      // A browser sends an empty, nameless part for a file input left empty.
      const isResume = part.name === "file" && !sawFile && part.filename !== "";
      if (!isResume || caughtByHoneypot(services, "resume", fields.get("website")) || fieldsSoFarInvalid(fields)) {
        if (isResume) sawFile = true;
        await discard(part.stream);
        continue;
      }
      sawFile = true;
      stored = await storeResume(services, part);
    }

    const values = Object.fromEntries(fields);
    if (caughtByHoneypot(services, "resume", values.website)) {
      await removeBlob(services, stored);
      return { ok: true };
    }
    const parsed = resumeFieldsSchema.safeParse(values);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (!sawFile) errors.file = m.file;
    if (!parsed.success || !stored) {
      throw validationError(Object.values(errors)[0] ?? m.file, errors);
    }

    const replacedKey = await saveResumeLead(services, parsed.data, stored);
    stored = undefined; // committed: the blob is the lead's now
    if (replacedKey) await removeBlob(services, { key: replacedKey });
    return { ok: true };
  } catch (error) {
    await removeBlob(services, stored);
    throw error;
  }
}

/** Whether a field that has already arrived is wrong (fields still to come are not judged yet). */
function fieldsSoFarInvalid(fields: Map<string, string>): boolean {
  const parsed = resumeFieldsSchema.safeParse(Object.fromEntries(fields));
  return !parsed.success && parsed.error.issues.some((issue) => fields.has(String(issue.path[0])));
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

async function storeResume(services: Services, part: Extract<ResumePart, { type: "file" }>): Promise<StoredResume> {
  const sniffed = await sniffFileType(part.stream, { sampleSize: SNIFF_SAMPLE_BYTES });
  const type = RESUME_FILE_TYPES.find((candidate) => candidate.mime === sniffed.type?.mime);
  if (!type) {
    sniffed.stream.destroy();
    throw unsupportedMediaType(m.fileType, { file: m.fileType });
  }
  const key = blobKey("lead-resumes", `${randomUUID()}.${type.ext}`);
  try {
    const info = await services.blobs.put(key, sniffed.stream, { contentType: type.mime, maxBytes: RESUME_MAX_BYTES });
    // The multipart parser cuts a file off at its own limit; a cut file is too large, never "complete".
    if (part.truncated()) throw new BlobTooLargeError(RESUME_MAX_BYTES);
    return { key, contentType: type.mime, byteSize: info.size, originalName: originalName(part.filename) };
  } catch (error) {
    await removeBlob(services, { key });
    if (error instanceof BlobTooLargeError) throw payloadTooLarge(m.fileSize, { file: m.fileSize });
    throw error;
  }
}

/** Writes the files row and the lead in one transaction; returns the key of a replaced file to delete after commit. */
async function saveResumeLead(services: Services, input: ResumeFields, stored: StoredResume): Promise<BlobKey | null> {
  const roleInterest = emptyToNull(input.roleInterest);
  return services.db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({
        kind: "lead_resume",
        storageKey: stored.key,
        contentType: stored.contentType,
        byteSize: stored.byteSize,
        originalName: stored.originalName,
      })
      .returning({ id: files.id });
    if (!file) throw new Error("files insert returned no row");

    const inserted = await tx
      .insert(resumeOnlyCandidates)
      .values({ name: input.name, email: input.email, resumeFileId: file.id, roleInterest })
      .onConflictDoNothing()
      .returning({ id: resumeOnlyCandidates.id });
    if (inserted.length > 0) return null;

    const [existing] = await tx
      .select({ id: resumeOnlyCandidates.id, fileId: resumeOnlyCandidates.resumeFileId })
      .from(resumeOnlyCandidates)
      .where(sameEmail(resumeOnlyCandidates.email, input.email))
      .for("update");
    if (!existing) throw new Error("resume lead conflicted but was not found");
    await tx
      .update(resumeOnlyCandidates)
      .set({ name: input.name, roleInterest, resumeFileId: file.id })
      .where(eq(resumeOnlyCandidates.id, existing.id));
    const [old] = await tx
      .delete(files)
      .where(eq(files.id, existing.fileId))
      .returning({ storageKey: files.storageKey });
    return old && isBlobKey(old.storageKey) ? old.storageKey : null;
  });
}

/** Best effort: a blob that cannot be deleted now is an orphan for the sweep, never an error for the visitor. */
async function removeBlob(services: Services, stored: { key: BlobKey } | undefined): Promise<void> {
  if (!stored) return;
  try {
    await services.blobs.delete(stored.key);
  } catch (error) {
    services.log.warn({ err: error, key: stored.key }, "could not delete a lead resume blob; the orphan sweep will");
  }
}

/** Reads a part to its end without keeping it (the parser caps it at its own file limit). */
async function discard(stream: Readable): Promise<void> {
  for await (const _chunk of stream) continue;
}

/** The uploaded file's own name, for the admin list: no path, no control characters, at most 200 characters. */
function originalName(filename: string): string | null {
  const base = filename.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean ? clean.slice(0, 200) : null;
}
