import { and, eq, lt } from "drizzle-orm";
import { auditLog, user } from "../../../db/schema";
import { defineSweepTask } from "../../../plugins/tasks/task-queue";
import type { AppServices } from "../../../services";
import {
  DELETED_BAN_REASON,
  DELETION_REQUESTED,
  DELETION_TARGET_TYPE,
  deleteCandidateAccountTask,
} from "./delete-candidate-account";

/**
 * A deletion task retries ten times with backoff, all within a few hours; a request older than
 * this whose account still exists lost its task (it failed every retry, or was never run).
 */
export const DELETION_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export const requeueUnfinishedDeletionsTask = defineSweepTask<AppServices>(
  "candidates.requeue-unfinished-deletions",
  requeueUnfinishedDeletions,
);

/**
 * Finds every deletion a candidate asked for that is still not done (the account banned with the
 * deletion reason, its request more than a day old) and queues its task again, so a failure
 * never leaves data behind: run daily, a deletion is retried every day until it completes, well
 * inside the 30 days promised (decision 0052). The task is idempotent, so a duplicate costs
 * nothing. Returns the user ids queued again.
 */
export async function requeueUnfinishedDeletions(
  services: Pick<AppServices, "db" | "tasks" | "log">,
  options: { now?: Date } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - DELETION_RETRY_AFTER_MS);
  const rows = await services.db
    .selectDistinct({ userId: user.id })
    .from(user)
    .innerJoin(
      auditLog,
      and(
        eq(auditLog.targetId, user.id),
        eq(auditLog.targetType, DELETION_TARGET_TYPE),
        eq(auditLog.action, DELETION_REQUESTED),
      ),
    )
    .where(and(eq(user.banned, true), eq(user.banReason, DELETED_BAN_REASON), lt(auditLog.createdAt, before)));
  const userIds = rows.map((row) => row.userId);
  for (const userId of userIds) {
    await services.tasks.enqueue(deleteCandidateAccountTask, { userId }, { tx: services.db, singletonKey: userId });
  }
  if (userIds.length > 0) services.log.warn({ count: userIds.length }, "unfinished account deletions queued again");
  return userIds;
}
