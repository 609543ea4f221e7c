import { and, asc, count, desc, eq } from "drizzle-orm";
import type {
  InterviewListStatus,
  listCandidateInterviewsContract,
} from "@shared/interviews/candidate-interview-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { applications, candidates, enterprises, interviews, jobPostings } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { candidateMayReadEvaluation } from "../evaluation/evaluation-access";
import { interviewTitle } from "./interview-titles";
import { recordingStatesOf } from "./recording/recording-states";

/**
 * The candidate's own interviews, one page at a time (the My Interviews page): upcoming are the
 * ones not completed, soonest first, so the first is the next one; past are the completed ones,
 * latest first, so the first is the most recent recording.
 */
export async function listCandidateInterviews(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  query: { status: InterviewListStatus; page: number; pageSize: number },
): Promise<ContractResponse<typeof listCandidateInterviewsContract>> {
  const caller = requireUserType(actor, "candidate");
  const { db } = services;
  const past = query.status === "past";
  const filter = and(eq(candidates.profileId, caller.userId), eq(interviews.completed, past));
  const order = past
    ? [desc(interviews.completedAt), desc(interviews.interviewDate), desc(interviews.id)]
    : [asc(interviews.interviewDate), asc(interviews.id)];
  const rows = await db
    .select({
      id: interviews.id,
      jobPostingId: applications.jobPostingId,
      postingTitle: jobPostings.title,
      companyName: enterprises.companyName,
      interviewDate: interviews.interviewDate,
      completed: interviews.completed,
      completedAt: interviews.completedAt,
      recordingFileId: interviews.recordingFileId,
      score: interviews.score,
      shareAiFeedbackWithCandidates: jobPostings.shareAiFeedbackWithCandidates,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .leftJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(filter)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(filter);
  const states = await recordingStatesOf(db, rows);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: interviewTitle(row),
      companyName: row.companyName,
      isNetworkInterview: row.jobPostingId === null,
      interviewDate: row.interviewDate.toISOString(),
      completed: row.completed,
      completedAt: row.completedAt?.toISOString() ?? null,
      recordingStatus: states.get(row.id) ?? "recording",
      // The AI's score only where the candidate may read its evaluation (decision 0050).
      score: candidateMayReadEvaluation(row) ? row.score : null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
