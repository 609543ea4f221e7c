import { and, eq, sql, type SQL } from "drizzle-orm";
import { POSTING_PREVIEW_CHARS, POSTING_NOT_FOUND } from "@shared/postings/contracts";
import type { CompanyPosting, CompanyPostingSummary } from "@shared/postings/company-posting-contracts";
import type { DbOrTx } from "../../db/client";
import { applications, jobPostings } from "../../db/schema";
import { notFound } from "../../errors";
import { preview } from "./board-postings";

/** The columns a company sees of its own postings, with the number of applicants to each. */
export function selectCompanyPostings(db: DbOrTx) {
  return db
    .select({
      posting: jobPostings,
      // Spelled out: on a one-table select drizzle drops the table name, and a bare "id" here
      // would be the application's own.
      applicantCount: sql<number>`(select count(*) from ${applications}
        where ${applications.jobPostingId} = ${sql.identifier("job_postings")}.${sql.identifier("id")})`.mapWith(
        Number,
      ),
    })
    .from(jobPostings);
}

type CompanyPostingRow = Awaited<ReturnType<ReturnType<typeof selectCompanyPostings>["where"]>>[number];

export function toCompanyPostingSummary({ posting, applicantCount }: CompanyPostingRow): CompanyPostingSummary {
  return {
    id: posting.id,
    title: posting.title,
    department: posting.department,
    location: posting.location,
    locationType: posting.locationType,
    employmentType: posting.employmentType,
    salaryRange: posting.salaryRange,
    skills: posting.skills,
    experienceLevel: posting.experienceLevel,
    descriptionPreview: preview(posting.description, POSTING_PREVIEW_CHARS),
    status: posting.status,
    visibility: posting.visibility,
    applicantCount,
    createdAt: posting.createdAt.toISOString(),
    interviewTemplateId: posting.interviewTemplateId,
  };
}

function toCompanyPosting(row: CompanyPostingRow): CompanyPosting {
  return {
    ...toCompanyPostingSummary(row),
    description: row.posting.description,
    additionalNotes: row.posting.additionalNotes,
    shareAiFeedbackWithCandidates: row.posting.shareAiFeedbackWithCandidates,
    updatedAt: row.posting.updatedAt.toISOString(),
  };
}

/** The company's own posting; another company's id is the same 404 as an unknown one. */
export const ownPosting = (companyId: string, postingId: string) =>
  and(eq(jobPostings.id, postingId), eq(jobPostings.enterpriseId, companyId))!;

/** The company's own posting in full; `inScope` narrows it to what the member reaches (decision 0084). */
export async function loadCompanyPosting(
  db: DbOrTx,
  companyId: string,
  postingId: string,
  inScope?: SQL,
): Promise<CompanyPosting> {
  const [row] = await selectCompanyPostings(db)
    .where(and(ownPosting(companyId, postingId), inScope))
    .limit(1);
  if (!row) throw notFound(POSTING_NOT_FOUND);
  return toCompanyPosting(row);
}
