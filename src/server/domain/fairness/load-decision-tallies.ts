import { and, count, eq, gte, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applicationStatusEvents, applications, candidateSelfIdentifications, jobPostings } from "../../db/schema";
import { reviewedInterview, reviewedInterviewJoins } from "../applications/application-interview";
import type { DecisionTally } from "./compute-fairness-report";

export interface DecisionScope {
  /** Null: every company (the platform-wide report). */
  enterpriseId: string | null;
  postingId: string | null;
  /** First and last day (UTC, YYYY-MM-DD) of the decisions counted, both included. */
  from: string | null;
  to: string | null;
}

/**
 * When the decision standing now was made: the latest status event to the application's
 * current status (hired or rejected), else the last change of the row.
 */
const decidedAt = sql`coalesce((
  select max(${applicationStatusEvents.createdAt}) from ${applicationStatusEvents}
  where ${applicationStatusEvents.applicationId} = ${applications.id}
    and ${applicationStatusEvents.status} = ${applications.status}
), ${applications.updatedAt})`;

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

function nextDayStart(day: string): Date {
  const start = dayStart(day);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/**
 * The decided applications in scope (hired or not hired), counted by self-identification,
 * outcome and AI score. This and the report's own query are the only readers of
 * candidate_self_identifications besides the candidate's own endpoints (decision 0052): the
 * answers leave here as counts only.
 */
export async function loadDecisionTallies(db: DbOrTx, scope: DecisionScope): Promise<DecisionTally[]> {
  // The current evaluation's overall score as the pipeline copies it onto the interview for lists
  // (decision 0050): the figure reviewers see, one join fewer than reading the evaluation.
  const score = reviewedInterview.score;
  const hired = sql<boolean>`(${applications.hiredStatus} = 'hired')`;
  const conditions: (SQL | undefined)[] = [
    inArray(applications.hiredStatus, ["hired", "not_hired"]),
    isNotNull(applications.jobPostingId),
    scope.enterpriseId ? eq(jobPostings.enterpriseId, scope.enterpriseId) : undefined,
    scope.postingId ? eq(applications.jobPostingId, scope.postingId) : undefined,
    scope.from ? gte(decidedAt, dayStart(scope.from)) : undefined,
    scope.to ? lt(decidedAt, nextDayStart(scope.to)) : undefined,
  ];
  const rows = await db
    .select({
      sex: candidateSelfIdentifications.sex,
      raceEthnicity: candidateSelfIdentifications.raceEthnicity,
      hired,
      score,
      count: count(),
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .leftJoin(candidateSelfIdentifications, eq(candidateSelfIdentifications.candidateId, applications.candidateId))
    .leftJoin(...reviewedInterviewJoins.own)
    .leftJoin(...reviewedInterviewJoins.networkApplication)
    .leftJoin(...reviewedInterviewJoins.network)
    .where(and(...conditions))
    .groupBy(candidateSelfIdentifications.sex, candidateSelfIdentifications.raceEthnicity, hired, score);
  return rows.map((row) => ({
    sex: row.sex,
    raceEthnicity: row.raceEthnicity,
    hired: Boolean(row.hired),
    score: row.score,
    count: Number(row.count),
  }));
}
