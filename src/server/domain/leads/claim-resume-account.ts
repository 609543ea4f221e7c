import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { resumeClaimMessages, type ClaimResumeAccountInput } from "@shared/leads/resume-claim";
import { applications, candidates, files, resumeClaims, resumeOnlyCandidates, user } from "../../db/schema";
import { blobKey, assertBlobKey } from "../../plugins/storage/blob-key";
import type { AppServices } from "../../services";
import { createCredentialUser, hashNewPassword } from "../accounts/create-credential-user";
import { notFound } from "../../errors";
import { queueResumeTextExtraction } from "../candidates/resume/extract-resume-text-task";
import { hashClaimToken } from "./offer-resume-account";

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/** "Ada King Lovelace" → Ada / King Lovelace; a single word is the first name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/**
 * The claim link's page: the submission becomes a candidate account (decision 0045). The e-mail is
 * verified (only its owner had the link), the name, role interest and resume are the submission's,
 * and the network application waits for the interview, which they can record later. The resume is
 * copied to a file of the candidate's own, so replacing it in settings never touches the
 * submission, which stays as the record of what was sent. The link works once and until it
 * expires; a used, expired or unknown token, or an address that has an account by now, is the same
 * 404, so nothing is learnt about anyone's account.
 */
export async function claimResumeAccountWithToken(
  services: Pick<AppServices, "db" | "blobs" | "log" | "tasks">,
  input: ClaimResumeAccountInput,
): Promise<{ email: string; userId: string }> {
  const invalid = () => notFound(resumeClaimMessages.invalidLink);
  const tokenHash = hashClaimToken(input.token);
  const live = and(
    eq(resumeClaims.tokenHash, tokenHash),
    isNull(resumeClaims.claimedAt),
    gt(resumeClaims.expiresAt, sql`now()`),
  );
  const [found] = await services.db
    .select({ submission: resumeOnlyCandidates, file: files })
    .from(resumeClaims)
    .innerJoin(resumeOnlyCandidates, eq(resumeOnlyCandidates.id, resumeClaims.submissionId))
    .innerJoin(files, eq(files.id, resumeOnlyCandidates.resumeFileId))
    .where(live)
    .limit(1);
  if (!found) throw invalid();
  const { submission, file } = found;
  const passwordHash = await hashNewPassword(input.password);

  // The blob is written before its row (ARCHITECTURE: nothing half-written); a failure below deletes it.
  assertBlobKey(file.storageKey);
  const source = await services.blobs.get(file.storageKey);
  if (!source) throw invalid();
  const key = blobKey("resumes", `${randomUUID()}.${EXTENSIONS[file.contentType] ?? "pdf"}`);
  await services.blobs.put(key, source.stream, { contentType: file.contentType });

  try {
    const userId = await services.db.transaction(async (tx) => {
      const [claim] = await tx.update(resumeClaims).set({ claimedAt: new Date() }).where(live).returning();
      if (!claim) throw invalid();
      const [taken] = await tx
        .select({ id: user.id })
        .from(user)
        .where(sql`lower(${user.email}) = lower(${submission.email})`)
        .limit(1);
      if (taken) throw invalid();
      const id = await createCredentialUser(
        tx,
        {
          ...splitName(submission.name),
          email: submission.email,
          password: input.password,
          userType: "candidate",
          emailVerified: true,
        },
        passwordHash,
        "password",
      );
      const [resume] = await tx
        .insert(files)
        .values({
          ownerId: id,
          kind: "resume",
          storageKey: key,
          contentType: file.contentType,
          byteSize: file.byteSize,
          originalName: file.originalName,
        })
        .returning({ id: files.id });
      const [candidate] = await tx
        .insert(candidates)
        .values({ profileId: id, preferredRoles: submission.roleInterest, resumeFileId: resume!.id })
        .returning({ id: candidates.id });
      await tx.insert(applications).values({ candidateId: candidate!.id, jobPostingId: null, status: "pending" });
      await queueResumeTextExtraction(services, tx, { candidateId: candidate!.id, fileId: resume!.id });
      return id;
    });
    return { email: submission.email, userId };
  } catch (error) {
    await services.blobs.delete(key).catch((err: unknown) => {
      services.log.warn({ err, key }, "could not delete a claim's copied resume; the orphan sweep will");
    });
    throw error;
  }
}
