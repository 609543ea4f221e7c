import { and, eq } from "drizzle-orm";
import type { getCandidateInterviewContract } from "@shared/interviews/candidate-interview-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { MAX_RERECORDS_PER_APPLICATION } from "@shared/interviews/network-interview";
import type { DbOrTx } from "../../db/client";
import { evaluations } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { candidateMayReadEvaluation } from "../evaluation/evaluation-access";
import { interviewTitle } from "./interview-titles";
import { loadOwnedInterview } from "./owned-interview";
import { recordingStateOf } from "./recording/recording-states";
import { recordingQuestionsOf } from "./recording-questions";

/**
 * One of the candidate's own interviews, for its detail page: the questions as asked and where
 * each answer starts, the recording's state, the stored feedback and score (null until
 * evaluated), whether a resume is attached, and the re-records its application has left. The AI's
 * score and summaries only where the candidate may read its evaluation (decision 0050): for a
 * posting that does not share AI feedback they are null, as if not evaluated.
 */
export async function getCandidateInterview(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { interviewId: string },
): Promise<ContractResponse<typeof getCandidateInterviewContract>> {
  const interview = await loadOwnedInterview(services.db, actor, input.interviewId);
  const status = await recordingStateOf(services.db, interview);
  const shared = candidateMayReadEvaluation(interview);
  return {
    id: interview.id,
    title: interviewTitle(interview),
    companyName: interview.companyName,
    isNetworkInterview: interview.jobPostingId === null,
    interviewDate: interview.interviewDate.toISOString(),
    completed: interview.completed,
    completedAt: interview.completedAt?.toISOString() ?? null,
    recordingStatus: status,
    score: shared ? interview.score : null,
    questions: recordingQuestionsOf(interview.questions),
    questionStartSeconds: interview.questionStartSeconds,
    durationSeconds: status === "ready" ? interview.durationSeconds : null,
    hasRecording: interview.completed && interview.recordingFileId !== null,
    hasResume: interview.resumeFileId !== null,
    feedback: shared ? interview.feedback : null,
    aiFeedbackSummary: shared ? await candidateSummaryOf(services.db, interview.id) : null,
    rerecordsUsed: interview.rerecordsUsed,
    rerecordsLeft: Math.max(0, MAX_RERECORDS_PER_APPLICATION - interview.rerecordsUsed),
    maxRerecords: MAX_RERECORDS_PER_APPLICATION,
  };
}

/** What the current evaluation, once done, wrote for the candidate (the company's summary is `feedback`). */
async function candidateSummaryOf(db: DbOrTx, interviewId: string): Promise<string | null> {
  const [current] = await db
    .select({ candidateSummary: evaluations.candidateSummary })
    .from(evaluations)
    .where(
      and(eq(evaluations.interviewId, interviewId), eq(evaluations.isCurrent, true), eq(evaluations.status, "done")),
    )
    .limit(1);
  const summary = current?.candidateSummary;
  return summary?.trim() ? summary : null;
}
