import { and, count, eq, gte, inArray, isNotNull, lt, max, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applicationStatusEvents, applications, candidateSelfIdentifications } from "../../db/schema";
import { reviewedInterview, reviewedInterviewJoins } from "../applications/application-interview";
import type { DecisionTally } from "./compute-fairness-report";

export interface DecisionScope {
  /**
   * The postings whose decisions count: a company's own (all of them, or the one asked for), as
   * the caller read them; null: every posting (the platform-wide report).
   */
  postingIds: string[] | null;
  /** First and last day (UTC, YYYY-MM-DD) of the decisions counted, both included. */
  from: string | null;
  to: string | null;
}

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
 *
 * One statement whose row estimate PostgreSQL can trust, so that it joins a large company's
 * decisions by hash instead of looking each one up four times: the scope is the posting ids
 * (their statistics say how many applications each has; a join on the company did not), and the
 * period is applied in the count rather than the where (how many decisions fall in a period is an
 * expression over another table, which PostgreSQL guesses as a few rows).
 */
export async function loadDecisionTallies(db: DbOrTx, scope: DecisionScope): Promise<DecisionTally[]> {
  if (scope.postingIds?.length === 0) return [];
  const inScope = and(
    inArray(applications.hiredStatus, ["hired", "not_hired"]),
    scope.postingIds ? inArray(applications.jobPostingId, scope.postingIds) : isNotNull(applications.jobPostingId),
  );
  // The current evaluation's overall score as the pipeline copies it onto the interview for lists
  // (decision 0050): the figure reviewers see, one join fewer than reading the evaluation.
  const score = reviewedInterview.score;
  const hired = sql<boolean>`(${applications.hiredStatus} = 'hired')`;

  const period = scope.from || scope.to ? decidedIn(db, inScope, scope) : null;
  const counted = period ? sql<number>`count(*) filter (where ${period.condition})` : count();
  const select = db
    .select({
      sex: candidateSelfIdentifications.sex,
      raceEthnicity: candidateSelfIdentifications.raceEthnicity,
      hired,
      score,
      count: counted,
    })
    .from(applications)
    .leftJoin(candidateSelfIdentifications, eq(candidateSelfIdentifications.candidateId, applications.candidateId))
    .leftJoin(...reviewedInterviewJoins.own)
    .leftJoin(...reviewedInterviewJoins.networkApplication)
    .leftJoin(...reviewedInterviewJoins.network)
    .$dynamic();
  if (period) select.leftJoin(period.latestEvent, period.joinOn);
  const rows = await select
    .where(inScope)
    .groupBy(candidateSelfIdentifications.sex, candidateSelfIdentifications.raceEthnicity, hired, score);
  // A group with no decision in the period counts 0: left out here, as the where would have.
  return rows
    .filter((row) => Number(row.count) > 0)
    .map((row) => ({
      sex: row.sex,
      raceEthnicity: row.raceEthnicity,
      hired: Boolean(row.hired),
      score: row.score,
      count: Number(row.count),
    }));
}

/**
 * Whether a decision falls in the period. It was made when the decision standing now was: the
 * latest status event to the application's current status (hired or rejected), else the last
 * change of the row. Those events are read for the decisions in scope only, grouped per
 * application, and joined.
 */
function decidedIn(db: DbOrTx, inScope: SQL | undefined, scope: DecisionScope) {
  // `applications` here is the subquery's own (a derived table cannot see the outer query).
  const latestEvent = db
    .select({
      applicationId: applicationStatusEvents.applicationId,
      latestAt: max(applicationStatusEvents.createdAt).as("latest_status_event_at"),
    })
    .from(applicationStatusEvents)
    .innerJoin(
      applications,
      and(
        eq(applications.id, applicationStatusEvents.applicationId),
        eq(applications.status, applicationStatusEvents.status),
      ),
    )
    .where(inScope)
    .groupBy(applicationStatusEvents.applicationId)
    .as("latest_status_event");
  const decidedAt = sql`coalesce(${latestEvent.latestAt}, ${applications.updatedAt})`;
  const condition = and(
    scope.from ? gte(decidedAt, dayStart(scope.from)) : undefined,
    scope.to ? lt(decidedAt, nextDayStart(scope.to)) : undefined,
  )!;
  return { latestEvent, joinOn: eq(latestEvent.applicationId, applications.id), condition };
}
