import { and, eq } from "drizzle-orm";
import { INTERVIEW_NOT_FOUND } from "@shared/interviews/interview-messages";
import type { DbOrTx } from "../../db/client";
import { applications, candidates, enterprises, interviews, jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import { requireUserType } from "../accounts/access";
import { notFound } from "../../errors";

export type OwnedInterview = typeof interviews.$inferSelect & {
  rerecordsUsed: number;
  jobPostingId: string | null;
  postingTitle: string | null;
  companyName: string | null;
  /** Null for the network interview, which has no posting. */
  shareAiFeedbackWithCandidates: boolean | null;
};

/**
 * The interview, if the caller is the candidate it belongs to. Anyone else, another candidate
 * included, is told it does not exist, in the page's own words (decision 0021), so an id reveals nothing.
 */
export async function loadOwnedInterview(
  db: DbOrTx,
  actor: Actor | null,
  interviewId: string,
): Promise<OwnedInterview> {
  const candidate = requireUserType(actor, "candidate");
  const [row] = await db
    .select({
      interview: interviews,
      rerecordsUsed: applications.rerecordsUsed,
      jobPostingId: applications.jobPostingId,
      postingTitle: jobPostings.title,
      companyName: enterprises.companyName,
      shareAiFeedbackWithCandidates: jobPostings.shareAiFeedbackWithCandidates,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .leftJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(and(eq(interviews.id, interviewId), eq(candidates.profileId, candidate.userId)))
    .limit(1);
  if (!row) throw notFound(INTERVIEW_NOT_FOUND);
  const { interview, ...application } = row;
  return { ...interview, ...application };
}
