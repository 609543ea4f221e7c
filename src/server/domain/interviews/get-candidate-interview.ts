import type { getCandidateInterviewContract } from "@shared/interviews/candidate-interview-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { MAX_RERECORDS_PER_APPLICATION } from "@shared/interviews/network-interview";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { interviewTitle } from "./interview-titles";
import { loadOwnedInterview } from "./owned-interview";
import { recordingStateOf } from "./recording/recording-states";

/**
 * One of the candidate's own interviews, for its detail page: the questions as asked and where
 * each answer starts, the recording's state, the stored feedback and score (null until
 * evaluated), whether a resume is attached, and the re-records its application has left.
 */
export async function getCandidateInterview(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { interviewId: string },
): Promise<ContractResponse<typeof getCandidateInterviewContract>> {
  const interview = await loadOwnedInterview(services.db, actor, input.interviewId);
  const status = await recordingStateOf(services.db, interview);
  return {
    id: interview.id,
    title: interviewTitle(interview),
    companyName: interview.companyName,
    isNetworkInterview: interview.jobPostingId === null,
    interviewDate: interview.interviewDate.toISOString(),
    completed: interview.completed,
    completedAt: interview.completedAt?.toISOString() ?? null,
    recordingStatus: status,
    score: interview.score,
    questions: interview.questions.map(({ text, timeLimitSeconds }) => ({ text, timeLimitSeconds })),
    questionStartSeconds: interview.questionStartSeconds,
    durationSeconds: status === "ready" ? interview.durationSeconds : null,
    hasRecording: interview.completed && interview.recordingFileId !== null,
    hasResume: interview.resumeFileId !== null,
    feedback: interview.feedback,
    aiFeedbackSummary: summaryOf(interview.aiFeedback),
    rerecordsUsed: interview.rerecordsUsed,
    rerecordsLeft: Math.max(0, MAX_RERECORDS_PER_APPLICATION - interview.rerecordsUsed),
    maxRerecords: MAX_RERECORDS_PER_APPLICATION,
  };
}

/** The evaluation's own summary when it wrote one; its other fields belong to the evaluation screens. */
function summaryOf(aiFeedback: Record<string, unknown> | null): string | null {
  const summary = aiFeedback?.["summary"];
  return typeof summary === "string" && summary.trim() ? summary : null;
}
