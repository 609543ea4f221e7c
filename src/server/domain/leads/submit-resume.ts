import { emptyToNull } from "@shared/leads/fields";
import type { ResumeFields } from "@shared/leads/resume-upload";
import { resumeOnlyCandidates } from "../../db/schema";
import type { StoredUpload } from "../../plugins/storage/stored-upload";
import type { AppServices } from "../../services";
import { caughtByHoneypot } from "./honeypot";
import { insertUploadedFile } from "../files/insert-uploaded-file";
import { offerResumeAccount } from "./offer-resume-account";

/**
 * The resume-only form, once its file is in the BlobStore (judged by its bytes, under 10MB) and
 * its fields are valid: one transaction writes the files row, the resume_only_candidates row (the
 * record of the submission) and the e-mail offering the visitor an account (decision 0045).
 * If this throws, the upload route deletes the blob, so nothing is half-written.
 *
 * Every submission is its own row, even for an e-mail already on the list: nobody has proved they
 * own the address, so a repeat never changes or deletes an earlier visitor's name, role or
 * resume. The admin list shows each submission (see decision 0009).
 */
export async function submitResume(
  services: Pick<AppServices, "db" | "blobs" | "log" | "tasks" | "config">,
  input: { fields: ResumeFields; file: StoredUpload },
): Promise<{ ok: true }> {
  const { fields, file } = input;
  if (caughtByHoneypot(services, "resume", fields.website)) {
    await services.blobs.delete(file.key);
    return { ok: true };
  }
  await services.db.transaction(async (tx) => {
    const row = await insertUploadedFile(tx, { ownerId: null, kind: "lead_resume", upload: file });
    const [submission] = await tx
      .insert(resumeOnlyCandidates)
      .values({
        name: fields.name,
        email: fields.email,
        resumeFileId: row.id,
        roleInterest: emptyToNull(fields.roleInterest),
      })
      .returning({ id: resumeOnlyCandidates.id });
    if (!submission) throw new Error("resume_only_candidates insert returned no row");
    await offerResumeAccount(services, tx, { id: submission.id, name: fields.name, email: fields.email });
  });
  return { ok: true };
}
