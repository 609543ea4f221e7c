import { and, eq, exists, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import {
  applicationStatusEvents,
  applications,
  enterprises,
  evaluations,
  interviews,
  jobPostings,
  recordingChunks,
  recordingSessions,
  transcriptCorrectionRequests,
  transcriptCorrections,
} from "../../../db/schema";
import { defineSweepTask } from "../../../plugins/tasks/task-queue";
import type { AppServices } from "../../../services";
import { deleteInterviewRecording } from "./delete-interview-recording";

/** Interviews handled per run; the daily run takes what is left the next day. */
const BATCH = 200;

type Services = Pick<AppServices, "db" | "blobs" | "log">;

export const sweepRetentionTask = defineSweepTask<AppServices>("interviews.sweep-retention", sweepRetention);

/**
 * Applies each company's data retention (decision 0052): the interview of every application a
 * company decided (hired or not hired) more than `retention_days` ago loses its recording,
 * transcripts and evaluations. The decision's time is the latest hired or not-hired status event.
 * Only interviews of the company's own postings are touched: the network interview belongs to
 * the candidate's network application, shared with every company, and no one company's policy
 * reaches it. An interview already swept has nothing left to match, so a run is safe to repeat,
 * and one cut short is finished by the next.
 */
export async function sweepRetention(
  services: Services,
  options: { now?: Date } = {},
): Promise<{ interviews: number; blobs: number }> {
  const now = options.now ?? new Date();
  const decidedAt = sql`(select max(${applicationStatusEvents.createdAt}) from ${applicationStatusEvents}
    where ${applicationStatusEvents.applicationId} = ${applications.id}
    and ${applicationStatusEvents.status} in ('hired', 'rejected'))`;
  const due = await services.db
    .select({ interviewId: interviews.id, enterpriseId: enterprises.id, retentionDays: enterprises.retentionDays })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(
      and(
        isNotNull(enterprises.retentionDays),
        inArray(applications.hiredStatus, ["hired", "not_hired"]),
        inArray(applications.status, ["hired", "rejected"]),
        sql`${decidedAt} < ${now.toISOString()}::timestamptz - make_interval(days => ${enterprises.retentionDays})`,
        somethingLeft(services),
      ),
    )
    .limit(BATCH);
  let blobs = 0;
  for (const row of due) {
    const result = await deleteInterviewRecording(services, row.interviewId, {
      enterpriseId: row.enterpriseId,
      retentionDays: row.retentionDays!,
      now,
    });
    blobs += result.blobs;
  }
  if (due.length > 0) services.log.info({ interviews: due.length, blobs }, "recordings deleted under retention");
  return { interviews: due.length, blobs };
}

/** Whether an interview still holds anything retention removes. */
function somethingLeft(services: Services) {
  const one = { one: sql`1` };
  const { db } = services;
  return or(
    isNotNull(interviews.recordingFileId),
    isNotNull(interviews.posterFileId),
    exists(db.select(one).from(evaluations).where(eq(evaluations.interviewId, interviews.id))),
    exists(db.select(one).from(transcriptCorrections).where(eq(transcriptCorrections.interviewId, interviews.id))),
    exists(
      db
        .select(one)
        .from(transcriptCorrectionRequests)
        .where(eq(transcriptCorrectionRequests.interviewId, interviews.id)),
    ),
    exists(
      db
        .select(one)
        .from(recordingSessions)
        .where(
          and(
            eq(recordingSessions.interviewId, interviews.id),
            isNotNull(recordingSessions.finishedAt),
            or(isNull(recordingSessions.processing), ne(recordingSessions.processing, "deleted")),
          ),
        ),
    ),
    exists(
      db
        .select(one)
        .from(recordingChunks)
        .innerJoin(recordingSessions, eq(recordingSessions.id, recordingChunks.sessionId))
        .where(eq(recordingSessions.interviewId, interviews.id)),
    ),
  )!;
}
