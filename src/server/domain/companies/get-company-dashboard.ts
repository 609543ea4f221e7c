import { and, countDistinct, desc, eq, sql } from "drizzle-orm";
import { companyLogoUrl } from "@shared/companies/contracts";
import {
  DASHBOARD_POSTINGS,
  DASHBOARD_RECENT_APPLICANTS,
  DASHBOARD_TOP_CANDIDATES,
  type CompanyDashboard,
  type DashboardPosting,
} from "@shared/companies/dashboard-contracts";
import { POSTING_PREVIEW_CHARS } from "@shared/postings/contracts";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  candidates,
  enterprises,
  interviewTemplates,
  jobPostings,
  matchScores,
  profiles,
  user,
} from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { progressCondition, reviewedInterviewJoins } from "../applications/application-interview";
import { matchFieldsOf } from "../matching/match-fields";
import { applicationsWithAiScoresHidden, withoutMatchAiScore } from "./ai-scores-hidden";
import { redactMatchFields, renameMatchInterviews } from "../matching/redact-match-reasons";
import { preview } from "../postings/board-postings";
import { applicationInScope, postingInScope, type MemberFacts } from "./assignments/assignment-scope";
import { loadBlindView } from "./blind-review/blind-view";
import { spokenNameRedactionOf } from "./blind-review/spoken-name-redaction";
import { companySetupOf } from "./company-setup";
import { loadCompany, requireCompany } from "./require-company";

/**
 * The company's own dashboard (any verification state: it is the company's own data). Every
 * figure and list counts only applications to this company's postings, and leaves out
 * candidates whose account is being deleted (banned), as every pool does. A hiring manager's
 * figures and lists cover the postings assigned to them, an interviewer's the applications
 * assigned to them (decision 0084).
 */
export async function getCompanyDashboard(
  services: Pick<AppServices, "db" | "sessions" | "config">,
  actor: Actor | null,
): Promise<CompanyDashboard> {
  const { company: facts } = await requireCompany(services, actor, { may: "workspace", verified: false });
  const { db } = services;
  const company = await loadCompany(db, facts);
  const [figures, topCandidates, applicants, postings, internalPostings, presence] = await Promise.all([
    countFigures(db, facts),
    listTopCandidates(db, facts),
    listRecentApplicants(db, facts),
    listPostings(db, facts, "public"),
    listPostings(db, facts, "internal"),
    presenceOf(db, company.id),
  ]);
  const profileIds = [...topCandidates, ...applicants].map((applicant) => applicant.candidateProfileId);
  const blind = await loadBlindView(services, company.id, profileIds);
  const [redaction, aiHidden] = await Promise.all([
    spokenNameRedactionOf(db, blind, profileIds),
    // The AI's score beside a top candidate's match, hidden from a member scoring them (decision 0085).
    applicationsWithAiScoresHidden(
      db,
      facts,
      topCandidates.map((top) => top.applicationId),
    ),
  ]);
  const hideName = <Listed extends { candidateProfileId: string; name: string }>(listed: Listed): Listed => ({
    ...listed,
    name: blind.aliasOf(listed.candidateProfileId) ?? listed.name,
    candidateProfileId: blind.referenceOf(listed.candidateProfileId),
  });
  return {
    figures,
    // A top candidate's match quotes what they said as evidence: without their name while hidden.
    // The interviews it quotes go by the company's own ids while hidden (decision 0077).
    topCandidates: topCandidates.map((shown) => {
      const top = aiHidden.has(shown.applicationId) ? withoutMatchAiScore(shown) : shown;
      return renameMatchInterviews(redactMatchFields(hideName(top), redaction.partsOf(top.candidateProfileId)), (id) =>
        blind.opaqueOf(top.candidateProfileId, "interview", id),
      );
    }),
    recentApplicants: applicants.map(hideName),
    postings,
    internalPostings,
    hasPostings: presence.hasPostings,
    setup: companySetupOf(company, presence),
    logoUrl: company.logoFileId ? companyLogoUrl(company.id, company.logoFileId) : null,
  };
}

/**
 * Applications to this company's postings by candidates whose account stands (not banned), in
 * the member's scope.
 */
const ofCompanyStanding = (member: MemberFacts) =>
  and(
    eq(jobPostings.enterpriseId, member.id),
    sql`coalesce(${user.banned}, false) = false`,
    applicationInScope(member),
  );

async function countFigures(db: DbOrTx, member: MemberFacts): Promise<CompanyDashboard["figures"]> {
  // Interviewed: the interview the company reviews for the application is completed, the same
  // rule as the applicants list (application-interview.ts). One round trip for the three figures.
  const [row] = await db
    .select({
      totalCandidates: countDistinct(applications.candidateId),
      interviewed:
        sql<number>`count(distinct ${applications.candidateId}) filter (where ${progressCondition("completed")})`.mapWith(
          Number,
        ),
      openPositions: sql<number>`(select count(*) from ${jobPostings}
        where ${jobPostings.enterpriseId} = ${member.id}::uuid and ${jobPostings.status} = 'active'
        and ${postingInScope(member) ?? sql`true`})`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(user, eq(user.id, candidates.profileId))
    .leftJoin(...reviewedInterviewJoins.own)
    .leftJoin(...reviewedInterviewJoins.networkApplication)
    .leftJoin(...reviewedInterviewJoins.network)
    .where(ofCompanyStanding(member));
  return row ?? { totalCandidates: 0, openPositions: 0, interviewed: 0 };
}

/**
 * Each applicant once, at the application whose posting they match best (decision 0052), best
 * first; ties and the not yet scored by the newest application.
 */
async function listTopCandidates(db: DbOrTx, member: MemberFacts): Promise<CompanyDashboard["topCandidates"]> {
  const best = db
    .selectDistinctOn([applications.candidateId], {
      applicationId: sql<string>`${applications.id}`.as("best_application_id"),
      candidateId: sql<string>`${applications.candidateId}`.as("best_candidate_id"),
      score: sql<number | null>`${matchScores.score}`.as("best_score"),
      appliedAt: sql<Date>`${applications.createdAt}`.as("best_applied_at"),
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(user, eq(user.id, candidates.profileId))
    .leftJoin(
      matchScores,
      and(
        eq(matchScores.jobPostingId, applications.jobPostingId),
        eq(matchScores.candidateId, applications.candidateId),
      ),
    )
    .where(ofCompanyStanding(member))
    .orderBy(applications.candidateId, sql`${matchScores.score} desc nulls last`, desc(applications.createdAt))
    .as("best");
  const rows = await db
    .select({
      applicationId: applications.id,
      candidateProfileId: candidates.profileId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      title: candidates.title,
      postingId: jobPostings.id,
      postingTitle: jobPostings.title,
      status: applications.status,
      appliedAt: applications.createdAt,
      matchScore: matchScores.score,
      matchReasons: matchScores.detail,
    })
    .from(best)
    .innerJoin(applications, eq(applications.id, best.applicationId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .leftJoin(
      matchScores,
      and(
        eq(matchScores.jobPostingId, applications.jobPostingId),
        eq(matchScores.candidateId, applications.candidateId),
      ),
    )
    .orderBy(sql`${best.score} desc nulls last`, desc(best.appliedAt), desc(best.applicationId))
    .limit(DASHBOARD_TOP_CANDIDATES);
  return rows.map((row) => ({
    applicationId: row.applicationId,
    candidateProfileId: row.candidateProfileId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    title: row.title,
    postingId: row.postingId,
    postingTitle: row.postingTitle,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    ...matchFieldsOf(row.matchScore, row.matchReasons),
  }));
}

async function listRecentApplicants(db: DbOrTx, member: MemberFacts): Promise<CompanyDashboard["recentApplicants"]> {
  const rows = await db
    .select({
      applicationId: applications.id,
      candidateProfileId: candidates.profileId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      title: candidates.title,
      postingId: jobPostings.id,
      postingTitle: jobPostings.title,
      status: applications.status,
      appliedAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .innerJoin(user, eq(user.id, candidates.profileId))
    .where(ofCompanyStanding(member))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(DASHBOARD_RECENT_APPLICANTS);
  return rows.map((row) => ({
    applicationId: row.applicationId,
    candidateProfileId: row.candidateProfileId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    title: row.title,
    postingId: row.postingId,
    postingTitle: row.postingTitle,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
  }));
}

async function listPostings(
  db: DbOrTx,
  member: MemberFacts,
  visibility: "public" | "internal",
): Promise<DashboardPosting[]> {
  const rows = await db
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.enterpriseId, member.id), eq(jobPostings.visibility, visibility), postingInScope(member)))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
    .limit(DASHBOARD_POSTINGS);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    location: row.location,
    locationType: row.locationType,
    department: row.department,
    status: row.status,
    descriptionPreview: preview(row.description, POSTING_PREVIEW_CHARS),
    salaryRange: row.salaryRange,
    skills: row.skills,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function presenceOf(db: DbOrTx, companyId: string): Promise<{ hasPostings: boolean; hasTemplates: boolean }> {
  const [row] = await db
    .select({
      hasPostings: sql<boolean>`exists (select 1 from ${jobPostings}
        where ${jobPostings.enterpriseId} = ${companyId}::uuid)`.mapWith(Boolean),
      hasTemplates: sql<boolean>`exists (select 1 from ${interviewTemplates}
        where ${interviewTemplates.enterpriseId} = ${companyId}::uuid)`.mapWith(Boolean),
    })
    .from(enterprises)
    .where(eq(enterprises.id, companyId));
  return row ?? { hasPostings: false, hasTemplates: false };
}
