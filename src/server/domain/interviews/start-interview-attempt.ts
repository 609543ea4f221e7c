import { and, eq } from "drizzle-orm";
import type { ContractResponse } from "@shared/http/contract";
import { MAX_RERECORDS_PER_APPLICATION } from "@shared/interviews/network-interview";
import type { startInterviewAttemptContract } from "@shared/interviews/runner-contracts";
import { overallInterviewSeconds } from "@shared/interviews/template-contracts";
import { recordingSessions } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { loadOwnedInterview } from "./owned-interview";
import { heldSegmentsOf, questionMarksOf } from "./recording/session-progress";
import { recordingQuestionsOf } from "./recording-questions";

/**
 * Opens (or returns) the recording session of one of the caller's interviews, with the
 * questions of its snapshot and what a resuming recorder needs: the chunks held (with their
 * checksums, for the finish manifest) and where each question began. A recorded interview
 * answers `completed`, so the page can say so instead of failing.
 */
export async function startInterviewAttempt(
  services: Pick<AppServices, "db" | "interviewer" | "interviewerSpeech">,
  actor: Actor | null,
  input: { interviewId: string },
): Promise<ContractResponse<typeof startInterviewAttemptContract>> {
  const interview = await loadOwnedInterview(services.db, actor, input.interviewId);
  const { rerecordsUsed } = interview;
  if (interview.completed)
    return {
      state: "completed",
      interviewId: interview.id,
      questionStartSeconds: interview.questionStartSeconds,
      durationSeconds: interview.durationSeconds,
    };
  // At most one open session per interview (a partial unique index): racing calls converge.
  await services.db.insert(recordingSessions).values({ interviewId: interview.id }).onConflictDoNothing();
  const [session] = await services.db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.interviewId, interview.id), eq(recordingSessions.status, "open")))
    .limit(1);
  const sessionId = session!.id;
  const questions = recordingQuestionsOf(interview.questions).map((question, index) => {
    const followUpId = interview.questions[index]?.followUp?.id;
    return followUpId ? { ...question, followUpId } : question;
  });
  const followUps = {
    enabled: services.interviewer !== null && interview.followUpSeconds !== null && !interview.humanReviewOnly,
    timeLimitSeconds: interview.followUpSeconds ?? 0,
    speech: services.interviewerSpeech !== null,
  };
  return {
    state: "open",
    interviewId: interview.id,
    sessionId,
    questions,
    // A posting's own questions take as long as their limits add up to; the network interview 20 minutes.
    overallSeconds: overallInterviewSeconds(
      { jobPostingId: interview.jobPostingId, questions },
      followUps.enabled ? followUps.timeLimitSeconds : null,
    ),
    extraTimeSeconds: interview.extraTimeSeconds,
    consentedAt: interview.consentedAt?.toISOString() ?? null,
    humanReviewOnly: interview.humanReviewOnly,
    // The network interview always shows its candidate the evidence; a posting when it shares it.
    evidenceShared: interview.jobPostingId === null || interview.shareAiFeedbackWithCandidates === true,
    postingId: interview.jobPostingId,
    rerecordsLeft: Math.max(0, MAX_RERECORDS_PER_APPLICATION - rerecordsUsed),
    segments: await heldSegmentsOf(services.db, sessionId),
    marks: await questionMarksOf(services.db, sessionId),
    followUps,
  };
}
