import { and, eq, sql, type SQL } from "drizzle-orm";
import { companyLogoUrl } from "@shared/companies/contracts";
import { POSTING_PREVIEW_CHARS } from "@shared/postings/contracts";
import type { DbOrTx } from "../../db/client";
import { applications, candidates, enterprises, interviewQuestions, jobPostings } from "../../db/schema";

/**
 * What the job board shows: active public postings of verified companies. One condition, so the
 * board, a posting's page and applying never disagree about what may be applied to.
 */
export const onTheBoard = (): SQL =>
  and(
    eq(jobPostings.status, "active"),
    eq(jobPostings.visibility, "public"),
    eq(enterprises.verificationStatus, "verified"),
  )!;

/** The columns the board shows, with the caller's own application to each posting (or null). */
export function selectBoardPostings(db: DbOrTx, candidateProfileId: string) {
  return db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      companyName: enterprises.companyName,
      companyId: enterprises.id,
      logoFileId: enterprises.logoFileId,
      location: jobPostings.location,
      locationType: jobPostings.locationType,
      employmentType: jobPostings.employmentType,
      department: jobPostings.department,
      salaryRange: jobPostings.salaryRange,
      skills: jobPostings.skills,
      experienceLevel: jobPostings.experienceLevel,
      description: jobPostings.description,
      additionalNotes: jobPostings.additionalNotes,
      interviewTemplateId: jobPostings.interviewTemplateId,
      /** A template without questions asks nothing of its own, so the network interview is reused. */
      hasCustomInterview: sql<boolean>`exists (select 1 from ${interviewQuestions}
        where ${interviewQuestions.templateId} = ${jobPostings.interviewTemplateId})`.mapWith(Boolean),
      createdAt: jobPostings.createdAt,
      applicationId: sql<string | null>`(select ${applications.id} from ${applications}
        inner join ${candidates} on ${candidates.id} = ${applications.candidateId}
        where ${applications.jobPostingId} = ${jobPostings.id} and ${candidates.profileId} = ${candidateProfileId}
        limit 1)`,
    })
    .from(jobPostings)
    .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId));
}

type BoardRow = Awaited<ReturnType<ReturnType<typeof selectBoardPostings>["where"]>>[number];

export function toBoardSummary(row: BoardRow) {
  return {
    id: row.id,
    title: row.title,
    companyName: row.companyName,
    companyLogoUrl: row.logoFileId ? companyLogoUrl(row.companyId, row.logoFileId) : null,
    location: row.location,
    locationType: row.locationType,
    employmentType: row.employmentType,
    department: row.department,
    salaryRange: row.salaryRange,
    skills: row.skills,
    experienceLevel: row.experienceLevel,
    descriptionPreview: preview(row.description, POSTING_PREVIEW_CHARS),
    createdAt: row.createdAt.toISOString(),
    applicationId: row.applicationId,
  };
}

export function preview(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars).trimEnd()}…`;
}
