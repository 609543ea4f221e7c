import { and, eq, inArray, like, or } from "drizzle-orm";
import { z } from "zod";
import { accessMessages } from "@shared/accounts/access";
import { candidateDataMessages, confirmsDeletion } from "@shared/candidates/candidate-data-contracts";
import {
  account,
  auditLog,
  files,
  mailOutbox,
  rateLimitCounters,
  session,
  user,
  verification,
} from "../../../db/schema";
import type { DbOrTx } from "../../../db/client";
import type { Actor } from "../../../plugins/auth/actor";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import { defineTask } from "../../../plugins/tasks/task-queue";
import type { AppServices } from "../../../services";
import { requireSignedIn } from "../../accounts/access";
import { forbidden, validationError } from "../../../errors";
import { readCandidateDataScope } from "./candidate-data-scope";

/** The one audit entry a deleted candidate leaves: the account's opaque id, never a name or an address. */
export const DELETION_TARGET_TYPE = "candidate";
export const DELETION_REQUESTED = "candidate.deletion_requested";
export const DELETION_DONE = "candidate.deleted";
/** Set on the user until the task removes it: no sign-in, and company reads say the candidate left. */
export const DELETED_BAN_REASON = "account deleted";

export const deleteCandidateAccountTask = defineTask<{ userId: string }, AppServices>({
  name: "candidates.delete-account",
  payload: z.object({ userId: z.string().min(1) }).strict(),
  retryLimit: 10,
  async handler(payload, services) {
    await deleteCandidateAccount(services, payload.userId);
  },
});

/**
 * The candidate asks for their account to go (after typing DELETE or their e-mail). In one
 * transaction: every session ends (the session triggers tell each server's cache, decision
 * 0014), the password goes and the user is banned (so neither sign-in nor a reset brings the
 * account back), an anonymised audit entry is written, and the deletion task is queued
 * (decision 0011). The rows and files themselves go in that task, which may be retried.
 */
export async function requestCandidateDeletion(
  services: Pick<AppServices, "db" | "tasks">,
  actor: Actor | null,
  input: { confirmation: string },
): Promise<{ message: string }> {
  const caller = requireSignedIn(actor);
  if (caller.userType !== "candidate") throw forbidden(accessMessages.onlyFor("candidate"));
  if (!confirmsDeletion(input.confirmation, caller.email)) {
    throw validationError(candidateDataMessages.confirmationMismatch, {
      confirmation: candidateDataMessages.confirmationMismatch,
    });
  }
  await services.db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ banned: true, banReason: DELETED_BAN_REASON, updatedAt: new Date() })
      .where(eq(user.id, caller.userId));
    await tx.delete(account).where(eq(account.userId, caller.userId));
    await tx.delete(session).where(eq(session.userId, caller.userId));
    await tx.insert(auditLog).values({
      actorId: null,
      action: DELETION_REQUESTED,
      targetType: DELETION_TARGET_TYPE,
      targetId: caller.userId,
      details: null,
    });
    await services.tasks.enqueue(
      deleteCandidateAccountTask,
      { userId: caller.userId },
      { tx, singletonKey: caller.userId },
    );
  });
  return { message: candidateDataMessages.deletionRequested };
}

/**
 * Removes everything of one candidate: first every blob (files and unjoined recorder chunks),
 * then, in one transaction, the file rows and the user row, whose foreign keys cascade through
 * every table in CANDIDATE_DATA_TABLES. Safe to run again at any point: a crash after the blobs
 * leaves rows whose blobs are gone, and the next run finds the same rows and finishes; once the
 * user is gone there is nothing left to find. Returns how many blobs and files it removed.
 */
export async function deleteCandidateAccount(
  services: Pick<AppServices, "db" | "blobs" | "log">,
  userId: string,
): Promise<{ blobs: number; files: number }> {
  const scope = await readCandidateDataScope(services.db, userId);
  const fileRows =
    scope.fileIds.length > 0
      ? await services.db
          .select({ id: files.id, storageKey: files.storageKey })
          .from(files)
          .where(inArray(files.id, scope.fileIds))
      : [];
  const keys = [...fileRows.map((row) => row.storageKey), ...scope.chunkBlobKeys];
  for (const key of keys) await services.blobs.delete(key as BlobKey);

  await services.db.transaction(async (tx) => {
    const [gone] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
    if (fileRows.length > 0) await tx.delete(files).where(inArray(files.id, scope.fileIds));
    if (gone) await forgetAddress(tx, userId, gone.email);
    await tx.delete(user).where(eq(user.id, userId));
    await recordDeletion(tx, userId);
  });
  services.log.info({ blobs: keys.length, files: fileRows.length }, "candidate account deleted");
  return { blobs: keys.length, files: fileRows.length };
}

/** What outside the cascade still names the address: reset tokens, the dev outbox, sign-in counters. */
async function forgetAddress(tx: DbOrTx, userId: string, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await tx.delete(verification).where(or(eq(verification.value, userId), eq(verification.identifier, address)));
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
  await tx.delete(rateLimitCounters).where(like(rateLimitCounters.key, `sign-in failures ${escapeLike(address)}%`));
}

/** Turns the request's entry into the deletion's, so one anonymised entry stays. */
async function recordDeletion(tx: DbOrTx, userId: string): Promise<void> {
  const target = and(eq(auditLog.targetType, DELETION_TARGET_TYPE), eq(auditLog.targetId, userId));
  const [done] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(target, eq(auditLog.action, DELETION_DONE)))
    .limit(1);
  if (done) return;
  const updated = await tx
    .update(auditLog)
    .set({ action: DELETION_DONE })
    .where(and(target, eq(auditLog.action, DELETION_REQUESTED)))
    .returning({ id: auditLog.id });
  if (updated.length === 0) {
    await tx
      .insert(auditLog)
      .values({ actorId: null, action: DELETION_DONE, targetType: DELETION_TARGET_TYPE, targetId: userId });
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Whether this user id belonged to a candidate who deleted their account (or asked to: the task may still run). */
export async function wasCandidateDeleted(db: DbOrTx, userId: string): Promise<boolean> {
  const [entry] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, DELETION_TARGET_TYPE),
        eq(auditLog.targetId, userId),
        inArray(auditLog.action, [DELETION_REQUESTED, DELETION_DONE]),
      ),
    )
    .limit(1);
  return entry !== undefined;
}
