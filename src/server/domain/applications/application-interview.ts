import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { InterviewProgress } from "@shared/applications/company-application-contracts";
import type { DbOrTx } from "../../db/client";
import { applications, interviews } from "../../db/schema";

/*
 * The interview a company reviews for an application (decision 0029): the posting's own
 * interview, or else the candidate's network interview the application reuses. An application
 * has at most one interview of its own (apply-to-posting creates it; the network attempt reuses
 * its one row; a re-record resets it), so three left joins find it without a per-row subquery,
 * and PostgreSQL can hash-join them over all of a posting's applicants when a filter needs that.
 */

const ownInterview = alias(interviews, "own_interview");
const networkApplication = alias(applications, "network_application");
const networkInterview = alias(interviews, "network_interview");

/** The joins, for a select whose from is `applications`. */
export const reviewedInterviewJoins = {
  own: [ownInterview, eq(ownInterview.applicationId, applications.id)] as const,
  networkApplication: [
    networkApplication,
    and(eq(networkApplication.candidateId, applications.candidateId), isNull(networkApplication.jobPostingId)),
  ] as const,
  network: [networkInterview, eq(networkInterview.applicationId, networkApplication.id)] as const,
};

/** The own interview's column when there is one, else the network interview's. */
const pick = <T>(own: SQL | typeof ownInterview.id, network: SQL | typeof networkInterview.id) =>
  sql<T>`case when ${ownInterview.id} is not null then ${own} else ${network} end`;

export const reviewedInterview = {
  id: pick<string | null>(ownInterview.id, networkInterview.id),
  completed: pick<boolean | null>(sql`${ownInterview.completed}`, sql`${networkInterview.completed}`),
  startedAt: pick<string | null>(sql`${ownInterview.startedAt}`, sql`${networkInterview.startedAt}`),
  /** The AI's overall score and summary, copied to the interview for lists (decision 0050). */
  score: pick<number | null>(sql`${ownInterview.score}`, sql`${networkInterview.score}`),
  feedback: pick<string | null>(sql`${ownInterview.feedback}`, sql`${networkInterview.feedback}`),
  isNetwork: sql<boolean>`(${ownInterview.id} is null)`,
};

/** The interview's progress as a condition (no interview: not started). */
export function progressCondition(progress: InterviewProgress): SQL {
  const completed = sql`coalesce(${reviewedInterview.completed}, false)`;
  switch (progress) {
    case "completed":
      return sql`${completed} = true`;
    case "in_progress":
      return sql`(${completed} = false and ${reviewedInterview.startedAt} is not null)`;
    case "not_started":
      return sql`(${completed} = false and ${reviewedInterview.startedAt} is null)`;
  }
}

export function progressOf(row: { completed: boolean | null; startedAt: Date | string | null }): InterviewProgress {
  if (row.completed) return "completed";
  return row.startedAt ? "in_progress" : "not_started";
}

/** The reviewed interview of each of the given applications (a page: a few index lookups). */
export async function reviewedInterviewsOf(db: DbOrTx, applicationIds: string[]) {
  if (applicationIds.length === 0) return new Map<string, ReviewedInterview>();
  const rows = await db
    .select({
      applicationId: applications.id,
      id: reviewedInterview.id,
      completed: reviewedInterview.completed,
      startedAt: reviewedInterview.startedAt,
      score: reviewedInterview.score,
      feedback: reviewedInterview.feedback,
      isNetwork: reviewedInterview.isNetwork,
    })
    .from(applications)
    .leftJoin(...reviewedInterviewJoins.own)
    .leftJoin(...reviewedInterviewJoins.networkApplication)
    .leftJoin(...reviewedInterviewJoins.network)
    .where(inArray(applications.id, applicationIds));
  return new Map(rows.map((row) => [row.applicationId, row]));
}

export interface ReviewedInterview {
  id: string | null;
  completed: boolean | null;
  startedAt: string | null;
  score: number | null;
  feedback: string | null;
  isNetwork: boolean;
}
