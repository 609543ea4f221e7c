import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { InterviewProgress } from "@shared/applications/company-application-contracts";
import type { DbOrTx } from "../../db/client";
import { applications, interviews } from "../../db/schema";

const owner = alias(applications, "interview_application");

/**
 * The interview a company reviews for an application (decision 0029): the posting's own
 * interview, or else the candidate's network interview the application reuses. A lateral
 * subquery of the outer `applications` row, so a page of applicants looks up only its own rows
 * (by the interviews' application index and the network application's unique index).
 */
export function reviewedInterviewOf(db: DbOrTx) {
  const rank = sql<number>`case when ${owner.id} = ${applications.id} then 0 else 1 end`;
  return db
    .select({
      interviewId: sql<string>`${interviews.id}`.as("interview_id"),
      completed: sql<boolean>`${interviews.completed}`.as("interview_completed"),
      startedAt: sql<Date | null>`${interviews.startedAt}`.as("interview_started_at"),
      extraTimeSeconds: sql<number>`${interviews.extraTimeSeconds}`.as("interview_extra_time_seconds"),
      isNetwork: sql<boolean>`(${owner.jobPostingId} is null)`.as("interview_is_network"),
    })
    .from(interviews)
    .innerJoin(owner, eq(owner.id, interviews.applicationId))
    .where(
      or(
        eq(owner.id, applications.id),
        and(eq(owner.candidateId, applications.candidateId), isNull(owner.jobPostingId)),
      ),
    )
    .orderBy(rank, asc(interviews.createdAt))
    .limit(1)
    .as("reviewed_interview");
}

type Reviewed = ReturnType<typeof reviewedInterviewOf>;

/** The interview's progress as SQL, from the lateral's columns (no interview: not started). */
export function progressCondition(reviewed: Reviewed, progress: InterviewProgress): SQL {
  switch (progress) {
    case "completed":
      return sql`coalesce(${reviewed.completed}, false) = true`;
    case "in_progress":
      return sql`(coalesce(${reviewed.completed}, false) = false and ${reviewed.startedAt} is not null)`;
    case "not_started":
      return sql`(coalesce(${reviewed.completed}, false) = false and ${reviewed.startedAt} is null)`;
  }
}

export function progressOf(row: { completed: boolean | null; startedAt: Date | string | null }): InterviewProgress {
  if (row.completed) return "completed";
  return row.startedAt ? "in_progress" : "not_started";
}
