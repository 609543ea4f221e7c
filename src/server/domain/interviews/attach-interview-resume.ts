import { eq } from "drizzle-orm";
import { INTERVIEW_NOT_FOUND } from "@shared/interviews/interview-messages";
import type { attachInterviewResumeContract } from "@shared/interviews/interview-resume";
import type { ContractResponse } from "@shared/http/contract";
import { interviews } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { StoredUpload } from "../../plugins/storage/stored-upload";
import type { AppServices } from "../../services";
import { notFound } from "../../errors";
import { loadOwnedInterview } from "./owned-interview";
import { insertUploadedFile } from "../files/insert-uploaded-file";

/** Checked before a byte of the upload is read: only the interview's owner may attach a resume. */
export async function authorizeInterviewResume(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  interviewId: string,
): Promise<void> {
  await loadOwnedInterview(services.db, actor, interviewId);
}

/**
 * The optional resume attached to an interview (in the Record Your Interview dialog), once its file is in the
 * BlobStore (PDF, DOC or DOCX by its bytes, under 5MB). One transaction writes the files row and
 * points the interview at it; if this throws, the upload route deletes the blob. A resume it
 * replaces keeps its row and blob, like a reset's old recording: nothing here deletes files.
 */
export async function attachInterviewResume(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { interviewId: string; file: StoredUpload },
): Promise<ContractResponse<typeof attachInterviewResumeContract>> {
  const owned = await loadOwnedInterview(services.db, actor, input.interviewId);
  const { file } = input;
  await services.db.transaction(async (tx) => {
    const row = await insertUploadedFile(tx, { ownerId: actor?.userId ?? null, kind: "resume", upload: file });
    const [updated] = await tx
      .update(interviews)
      .set({ resumeFileId: row.id, updatedAt: new Date() })
      .where(eq(interviews.id, owned.id))
      .returning({ id: interviews.id });
    if (!updated) throw notFound(INTERVIEW_NOT_FOUND);
  });
  return { interviewId: owned.id, hasResume: true, originalName: file.originalName };
}
