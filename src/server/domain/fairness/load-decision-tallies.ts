import { and, count, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applicationStatusEvents, applications, candidateSelfIdentifications } from "../../db/schema";
import { reviewedInterview, reviewedInterviewJoins } from "../applications/application-interview";
import type { DecisionTally } from "./compute-fairness-report";
import type { Month } from "./fairness-months";

/**
 * The postings whose decisions count: a company's own (all of them, or the one asked for), as the
 * caller read them; null: every posting (the platform-wide report).
 */
type PostingIds = string[] | null;

export interface DecisionScope {
  postingIds: PostingIds;
  /**
   * The decisions counted: those made in these months (YYYY-MM, UTC; a company's report), or on
   * these days (YYYY-MM-DD, UTC, both included; null: unbounded; the platform's report).
   */
  period: { months: readonly Month[] } | { from: string | null; to: string | null };
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

function nextDayStart(day: string): Date {
  return new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);
}

const monthOfTime = (time: unknown) => sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM')`;

/**
 * Each decided application in scope once, in the month its decision was made, as it stood when
 * that month ended (decision 0071): its status events in order, the first hired or rejected event
 * that no other event follows within the same month. A decision undone in its window has no event
 * (the undo removes it), one replaced within its month gives way to the later one, and one changed
 * in a later month keeps the month and outcome it had: so a month's figures never change once it
 * has closed, and a period is the sum of its months. An application whose decision has no status
 * event is not counted (its only date, the row's last change, moves with any later edit).
 */
function inScope(postingIds: PostingIds) {
  return postingIds ? inArray(applications.jobPostingId, postingIds) : isNotNull(applications.jobPostingId);
}

function settledDecisions(db: DbOrTx, postingIds: PostingIds) {
  // `applications` here is the subquery's own (a derived table cannot see the outer query).
  const events = db
    .select({
      applicationId: applicationStatusEvents.applicationId,
      postingId: applications.jobPostingId,
      status: applicationStatusEvents.status,
      at: applicationStatusEvents.createdAt,
      nextAt: sql<Date | null>`lead(${applicationStatusEvents.createdAt}) over (
        partition by ${applicationStatusEvents.applicationId}
        order by ${applicationStatusEvents.createdAt}, ${applicationStatusEvents.id})`.as("next_at"),
    })
    .from(applicationStatusEvents)
    .innerJoin(applications, eq(applications.id, applicationStatusEvents.applicationId))
    .where(inScope(postingIds))
    .as("status_event_in_order");
  const month = monthOfTime(events.at);
  return db
    .selectDistinctOn([events.applicationId], {
      applicationId: events.applicationId,
      postingId: events.postingId,
      hired: sql<boolean>`(${events.status} = 'hired')`.as("hired"),
      at: events.at,
      month: month.as("month"),
    })
    .from(events)
    .where(
      and(
        inArray(events.status, ["hired", "rejected"]),
        or(isNull(events.nextAt), sql`${monthOfTime(events.nextAt)} > ${month}`),
      ),
    )
    .orderBy(events.applicationId, events.at)
    .as("settled_decision");
}

/**
 * The decisions in scope (hired or not hired), counted by self-identification, outcome and AI
 * score. This and the report's own query are the only readers of candidate_self_identifications
 * besides the candidate's own endpoints (decision 0052): the answers leave here as counts only.
 *
 * One statement whose row estimate PostgreSQL can trust, so that it joins a large company's
 * decisions by hash instead of looking each one up four times: it starts from the scope's
 * applications (the posting ids' statistics say how many each has), joins their settled
 * decisions, and applies the period in the count rather than the where (how many decisions a
 * derived table keeps for a period is a guess PostgreSQL makes as a few rows).
 */
export async function loadDecisionTallies(db: DbOrTx, scope: DecisionScope): Promise<DecisionTally[]> {
  if (scope.postingIds?.length === 0) return [];
  const settled = settledDecisions(db, scope.postingIds);
  let inPeriod;
  if ("months" in scope.period) {
    if (scope.period.months.length === 0) return [];
    inPeriod = inArray(settled.month, [...scope.period.months]);
  } else {
    const { from, to } = scope.period;
    inPeriod = and(
      isNotNull(settled.applicationId),
      from ? gte(settled.at, dayStart(from)) : undefined,
      to ? lt(settled.at, nextDayStart(to)) : undefined,
    );
  }
  // The current evaluation's overall score as the pipeline copies it onto the interview for lists
  // (decision 0050): the figure reviewers see, one join fewer than reading the evaluation.
  const score = reviewedInterview.score;
  const rows = await db
    .select({
      sex: candidateSelfIdentifications.sex,
      raceEthnicity: candidateSelfIdentifications.raceEthnicity,
      hired: settled.hired,
      score,
      count: sql<number>`count(*) filter (where ${inPeriod})`,
    })
    .from(applications)
    .leftJoin(settled, eq(settled.applicationId, applications.id))
    .leftJoin(candidateSelfIdentifications, eq(candidateSelfIdentifications.candidateId, applications.candidateId))
    .leftJoin(...reviewedInterviewJoins.own)
    .leftJoin(...reviewedInterviewJoins.networkApplication)
    .leftJoin(...reviewedInterviewJoins.network)
    .where(inScope(scope.postingIds))
    .groupBy(candidateSelfIdentifications.sex, candidateSelfIdentifications.raceEthnicity, settled.hired, score);
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

/** A posting's decisions in one month, counted by group (what a frozen month holds). */
export interface PostingMonthTally extends DecisionTally {
  postingId: string;
  month: Month;
}

/**
 * The decisions of the postings in the months after `after` (null: from the first) through
 * `through`, counted by posting, month, self-identification, outcome and AI score: what the
 * company's report freezes the first time it reads those months (decision 0071).
 */
export async function loadPostingMonthTallies(
  db: DbOrTx,
  scope: { postingIds: string[]; after: Month | null; through: Month },
): Promise<PostingMonthTally[]> {
  if (scope.postingIds.length === 0) return [];
  const settled = settledDecisions(db, scope.postingIds);
  const score = reviewedInterview.score;
  const rows = await db
    .select({
      postingId: settled.postingId,
      month: settled.month,
      sex: candidateSelfIdentifications.sex,
      raceEthnicity: candidateSelfIdentifications.raceEthnicity,
      hired: settled.hired,
      score,
      count: count(),
    })
    .from(settled)
    .innerJoin(applications, eq(applications.id, settled.applicationId))
    .leftJoin(candidateSelfIdentifications, eq(candidateSelfIdentifications.candidateId, applications.candidateId))
    .leftJoin(...reviewedInterviewJoins.own)
    .leftJoin(...reviewedInterviewJoins.networkApplication)
    .leftJoin(...reviewedInterviewJoins.network)
    .where(
      and(
        sql`${settled.month} <= ${scope.through}`,
        scope.after === null ? undefined : sql`${settled.month} > ${scope.after}`,
      ),
    )
    .groupBy(
      settled.postingId,
      settled.month,
      candidateSelfIdentifications.sex,
      candidateSelfIdentifications.raceEthnicity,
      settled.hired,
      score,
    );
  return rows.map((row) => ({
    postingId: row.postingId!,
    month: row.month,
    sex: row.sex,
    raceEthnicity: row.raceEthnicity,
    hired: Boolean(row.hired),
    score: row.score,
    count: Number(row.count),
  }));
}
