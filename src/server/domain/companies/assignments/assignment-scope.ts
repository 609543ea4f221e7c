import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { memberScopeOf } from "@shared/companies/member-roles";
import type { DbOrTx } from "../../../db/client";
import {
  applicationAssignments,
  applications,
  candidateNotes,
  interviews,
  jobPostings,
  postingAssignments,
} from "../../../db/schema";
import type { CompanyFacts } from "../require-company";

/*
 * What a member's assignments open (decision 0084), as conditions the loaders add to their own
 * queries: a hiring manager reaches the postings assigned to them and their applications, an
 * interviewer the applications assigned to them; Owners, Admins and Recruiters the whole company.
 * Outside the scope a row is simply not found, so the answer is the unknown id's 404.
 */

export type MemberFacts = Pick<CompanyFacts, "id" | "memberId" | "role">;

/** Whether the member reaches `job_postings` rows of their company (undefined: all of them). */
export function postingInScope(member: MemberFacts): SQL | undefined {
  switch (memberScopeOf(member.role)) {
    case "company":
      return undefined;
    case "assigned_postings":
      return sql`exists (select 1 from ${postingAssignments}
        where ${postingAssignments.postingId} = ${jobPostings.id} and ${postingAssignments.memberId} = ${member.memberId})`;
    case "assigned_applications":
      // An interviewer never reads a whole posting, only the applications assigned to them.
      return sql`false`;
  }
}

const assignedToApplication = (member: MemberFacts) =>
  sql`exists (select 1 from ${applicationAssignments}
    where ${applicationAssignments.applicationId} = ${applications.id}
    and ${applicationAssignments.memberId} = ${member.memberId})`;

/**
 * Whether the member reaches an `applications` row (joined with its `job_postings`) of their
 * company (undefined: all of them). Anyone assigned to an application opens it (to score it); a
 * hiring manager also every application of their postings. Deciding (`forDecision`: a decision,
 * its undo, an override, assigning others) is a hiring manager's on their postings only.
 */
export function applicationInScope(member: MemberFacts, options: { forDecision?: boolean } = {}): SQL | undefined {
  switch (memberScopeOf(member.role)) {
    case "company":
      return undefined;
    case "assigned_postings":
      return options.forDecision ? postingInScope(member) : or(postingInScope(member), assignedToApplication(member));
    case "assigned_applications":
      return assignedToApplication(member);
  }
}

/**
 * Whether a scoped member may watch an interview of their company (its media, evaluation and
 * feedback): a posting's own interview when its application is in scope; the candidate's
 * network interview when an application in scope reuses it (the application has no interview
 * of its own, decision 0029). Owners, Admins and Recruiters: always (the company rule decides).
 */
export async function interviewInScope(
  db: DbOrTx,
  member: MemberFacts,
  interview: { id: string; candidateId: string; postingCompanyId: string | null },
  options: { forDecision?: boolean } = {},
): Promise<boolean> {
  const scope = applicationInScope(member, options);
  if (!scope) return true;
  const reaches =
    interview.postingCompanyId === null
      ? and(
          eq(applications.candidateId, interview.candidateId),
          sql`not exists (select 1 from ${interviews} where ${interviews.applicationId} = ${applications.id})`,
        )
      : sql`${applications.id} = (select ${interviews.applicationId} from ${interviews} where ${interviews.id} = ${interview.id})`;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(and(eq(jobPostings.enterpriseId, member.id), reaches, scope))
    .limit(1);
  return row !== undefined;
}

/** Whether a scoped member has an application of this candidate in scope (always, for the whole company). */
export async function candidateInScope(db: DbOrTx, member: MemberFacts, candidateId: string): Promise<boolean> {
  const scope = applicationInScope(member);
  if (!scope) return true;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(and(eq(applications.candidateId, candidateId), eq(jobPostings.enterpriseId, member.id), scope))
    .limit(1);
  return row !== undefined;
}

/**
 * The team notes about a candidate a scoped member reads: a hiring manager those written on an
 * application of their postings and their own; an interviewer their own (undefined: all of them).
 * For a select joining `candidate_notes` with its application's posting (readCompanyNotes).
 */
export function notesShownTo(member: MemberFacts, readerId: string): SQL | undefined {
  switch (memberScopeOf(member.role)) {
    case "company":
      return undefined;
    case "assigned_postings":
      return or(eq(candidateNotes.authorId, readerId), postingInScope(member));
    case "assigned_applications":
      return eq(candidateNotes.authorId, readerId);
  }
}
