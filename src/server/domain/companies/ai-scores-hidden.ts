import { and, eq, inArray, notExists, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { EvaluationView } from "@shared/evaluation/evaluation-contracts";
import type { DbOrTx } from "../../db/client";
import { applications, enterprises, interviews, jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";

/*
 * Hiding the AI's scores from a member until they submit their scorecard (decision 0085). The
 * company's setting (on by default) hides them from a member on an application they are to score:
 * they are assigned to it, or they have started a scorecard of it, and they have not submitted it.
 * Everyone else (a recruiter triaging who is not on the panel) sees the AI's scores as before.
 */

interface Member {
  id: string;
  memberId: string;
}

/** Whether the company hides the AI's scores until a member submits. */
export async function companyHidesAiScores(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ hide: enterprises.scorecardsHideAiScores })
    .from(enterprises)
    .where(eq(enterprises.id, companyId))
    .limit(1);
  return row?.hide ?? true;
}

/**
 * The member has to score the application and has not submitted: assigned to it or holding a
 * draft, and no submitted scorecard. A condition on any query whose rows carry the application id.
 */
function scoringWithoutSubmitting(memberId: string, applicationId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`(
    exists (select 1 from scorecards s where s.application_id = ${applicationId} and s.member_id = ${memberId} and s.status = 'draft')
    or (
      exists (select 1 from application_assignments a where a.application_id = ${applicationId} and a.member_id = ${memberId})
      and not exists (select 1 from scorecards s where s.application_id = ${applicationId} and s.member_id = ${memberId} and s.status = 'submitted')
    )
  )`;
}

/**
 * The whole rule as one condition, the company's setting included, for a list that must stay one
 * query (the applicants list, decision 0063's budget): true where this member does not see the
 * AI's scores of the row's application yet.
 */
export function aiScoresHiddenCondition(company: Member, applicationId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`(
    coalesce((select e.scorecards_hide_ai_scores from enterprises e where e.id = ${company.id}), true)
    and ${scoringWithoutSubmitting(company.memberId, applicationId)}
  )`;
}

/** Scorecards submitted of the row's application, and members assigned to it (decision 0085). */
export const scorecardCounts = (applicationId: AnyPgColumn | SQL) => ({
  done: sql<number>`(select count(*)::int from scorecards s where s.application_id = ${applicationId} and s.status = 'submitted')`,
  assigned: sql<number>`(select count(*)::int from application_assignments a where a.application_id = ${applicationId})`,
});

/** Of the given applications, those whose AI scores this member does not see yet. */
export async function applicationsWithAiScoresHidden(
  db: DbOrTx,
  company: Member,
  applicationIds: readonly string[],
): Promise<Set<string>> {
  if (applicationIds.length === 0 || !(await companyHidesAiScores(db, company.id))) return new Set();
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(inArray(applications.id, [...applicationIds]), scoringWithoutSubmitting(company.memberId, applications.id)),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * The candidates this member does not see the AI's scores of yet, for lists that show a candidate
 * rather than an application (the pool ranked for a posting): they score one of the candidate's
 * applications to the company without having submitted. Read from the member's own assignments
 * and drafts, so it costs what they hold, not the size of the pool.
 */
export async function candidatesWithAiScoresHidden(db: DbOrTx, company: Member): Promise<string[]> {
  if (!(await companyHidesAiScores(db, company.id))) return [];
  const rows = await db
    .selectDistinct({ candidateId: applications.candidateId })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(
      and(
        eq(jobPostings.enterpriseId, company.id),
        sql`${applications.id} in (
          select a.application_id from application_assignments a where a.member_id = ${company.memberId}
          union select s.application_id from scorecards s where s.member_id = ${company.memberId} and s.status = 'draft'
        )`,
        scoringWithoutSubmitting(company.memberId, applications.id),
      ),
    );
  return rows.map((row) => row.candidateId);
}

/**
 * Whether the caller, a member of a company, does not see the AI's scores of this interview yet:
 * on any of their company's applications that review it (the posting's own interview, or the
 * network interview an application without one reuses) they score without having submitted.
 */
export async function aiScoresHiddenOnInterview(
  services: Pick<AppServices, "db" | "sessions">,
  actor: Actor | null,
  interviewId: string,
): Promise<boolean> {
  if (!actor || actor.userType !== "enterprise" || actor.isAdmin) return false;
  const { company } = await services.sessions.accountOf(actor);
  if (company === null) return false;
  const { db } = services;
  const [interview] = await db
    .select({
      applicationId: interviews.applicationId,
      postingId: applications.jobPostingId,
      candidateId: applications.candidateId,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(interviews.id, interviewId))
    .limit(1);
  if (!interview) return false;
  let reviewing: string[];
  if (interview.postingId !== null) {
    reviewing = [interview.applicationId];
  } else {
    const ownInterview = db
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.applicationId, applications.id));
    const rows = await db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
      .where(
        and(
          eq(applications.candidateId, interview.candidateId),
          eq(jobPostings.enterpriseId, company.id),
          notExists(ownInterview),
        ),
      );
    reviewing = rows.map((row) => row.id);
  }
  return (await applicationsWithAiScoresHidden(db, company, reviewing)).size > 0;
}

/**
 * The evaluation without what the AI judged (decision 0085): no overall, no summary, no criteria
 * (their scores, rationales and the overrides beside them). The transcript, the measured signals
 * and the flags stay, as a human-only review shows them; the member is told why.
 */
export function withoutAiScores(view: EvaluationView): EvaluationView {
  return {
    ...view,
    aiScoresHidden: true,
    overallScore: null,
    overallOverride: null,
    summary: null,
    candidateSummary: null,
    canOverride: false,
    questions: view.questions.map((question) => ({ ...question, criteria: [], summary: null })),
  };
}

/** The match without the AI's overall shown beside it (decision 0070); the match itself is not the AI's score. */
export function withoutMatchAiScore<Match extends { matchReasons: { evaluationScore: number | null } | null }>(
  match: Match,
): Match {
  return match.matchReasons === null
    ? match
    : { ...match, matchReasons: { ...match.matchReasons, evaluationScore: null } };
}
