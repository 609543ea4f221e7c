import { and, isNotNull, sql } from "drizzle-orm";
import { candidates } from "../../../db/schema";
import { defineSweepTask } from "../../../plugins/tasks/task-queue";
import type { AppServices } from "../../../services";
import { extractResumeTextTask } from "./extract-resume-text-task";

/** Enough for a day's stragglers; a backlog larger than this drains over the following runs. */
const PER_RUN = 5_000;

/**
 * Queues the reading of every resume whose text was never read: those stored before resumes were
 * read, and any whose task was lost, in one statement. Should this run again before the worker got
 * to them, a file queued twice is still read once (the task skips a file already read). Returns
 * how many were queued.
 */
export async function readUnreadResumes(services: Pick<AppServices, "db" | "tasks">): Promise<number> {
  const rows = await services.db
    .select({ candidateId: candidates.id, fileId: sql<string>`${candidates.resumeFileId}` })
    .from(candidates)
    .where(
      and(
        isNotNull(candidates.resumeFileId),
        sql`${candidates.resumeFileId} is distinct from ${candidates.resumeTextFileId}`,
      ),
    )
    .limit(PER_RUN);
  await services.tasks.enqueueMany(
    extractResumeTextTask,
    rows.map((target) => ({ payload: target, singletonKey: target.fileId })),
    { tx: services.db },
  );
  return rows.length;
}

/** Run daily; the server also runs it as it starts. */
export const readUnreadResumesTask = defineSweepTask<AppServices>("candidates.read-unread-resumes", readUnreadResumes);
