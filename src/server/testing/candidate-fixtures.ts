import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { applications, candidates, files, interviews } from "../db/schema";
import { blobKey } from "../plugins/storage/blob-key";
import type { BlobStore } from "../plugins/storage/blob-store";

/** The smallest PDF a resume check accepts: what the fixtures store as a candidate's resume. */
export const FIXTURE_RESUME = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/**
 * Gives a candidate a resume, as the Resume tab leaves it: a files row and, when a BlobStore is
 * passed, the blob itself (the pool only reads the row; a download needs the bytes).
 */
export async function attachCandidateResume(db: Db, candidateId: string, blobs?: BlobStore): Promise<string> {
  const key = blobKey("resumes", `fixture-${randomUUID()}.pdf`);
  if (blobs) await blobs.put(key, FIXTURE_RESUME, { contentType: "application/pdf" });
  const [file] = await db
    .insert(files)
    .values({ kind: "resume", storageKey: key, contentType: "application/pdf", byteSize: FIXTURE_RESUME.length })
    .returning({ id: files.id });
  await db.update(candidates).set({ resumeFileId: file!.id }).where(eq(candidates.id, candidateId));
  return file!.id;
}

/** A completed network interview (no recording): what puts a candidate in the pool without a resume. */
export async function completeNetworkInterview(db: Db, candidateId: string): Promise<string> {
  // Registration opens the network application; a fixture account may lack it.
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), isNull(applications.jobPostingId)));
  const [application] = existing
    ? [existing]
    : await db.insert(applications).values({ candidateId }).returning({ id: applications.id });
  const now = new Date();
  const [interview] = await db
    .insert(interviews)
    .values({ applicationId: application!.id, completed: true, completedAt: now, startedAt: now })
    .returning({ id: interviews.id });
  return interview!.id;
}
