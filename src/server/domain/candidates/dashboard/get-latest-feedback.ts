import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { evaluationStateOf } from "@shared/evaluation/evaluation-state";
import type { LatestFeedback } from "@shared/candidates/dashboard-contracts";
import { NETWORK_INTERVIEW_TITLE } from "@shared/interviews/candidate-interview-contracts";
import {
  answerTranscripts,
  applications,
  candidates,
  enterprises,
  evaluations,
  interviews,
  jobPostings,
} from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { requireUserType } from "../../accounts/access";
import { candidateMayReadEvaluation } from "../../evaluation/evaluation-access";
import { storedEvaluationScoresContent } from "../../evaluation/scoring-policy";

/**
 * Where the AI feedback on the caller's latest finished interview stands (decision 0073), for the
 * dashboard to say when it will be ready: the current evaluation's state (decision 0069), with the
 * answers transcribed so far while it transcribes. A posting's interview whose company does not
 * share AI feedback with candidates is `not-shared`, and nothing of its evaluation is read
 * (decision 0050's rule, the same as the AI Feedback tab's).
 */
export async function getLatestFeedback(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<LatestFeedback> {
  const caller = requireUserType(actor, "candidate");
  const { db } = services;
  const [latest] = await db
    .select({
      id: interviews.id,
      completedAt: interviews.completedAt,
      questions: interviews.questions,
      jobPostingId: applications.jobPostingId,
      postingTitle: jobPostings.title,
      share: jobPostings.shareAiFeedbackWithCandidates,
      companyName: enterprises.companyName,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .leftJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
    .where(and(eq(candidates.profileId, caller.userId), isNotNull(interviews.completedAt)))
    .orderBy(desc(interviews.completedAt), desc(interviews.id))
    .limit(1);
  if (!latest?.completedAt) return { interview: null };

  const interview = {
    id: latest.id,
    title: latest.postingTitle ?? NETWORK_INTERVIEW_TITLE,
    companyName: latest.companyName,
    completedAt: latest.completedAt.toISOString(),
  };
  if (!candidateMayReadEvaluation({ jobPostingId: latest.jobPostingId, shareAiFeedbackWithCandidates: latest.share })) {
    return { interview: { ...interview, state: "not-shared", progress: null } };
  }

  const [evaluation] = await db
    .select({
      id: evaluations.id,
      status: evaluations.status,
      provider: evaluations.provider,
      humanReviewOnly: evaluations.humanReviewOnly,
      overallScore: evaluations.overallScore,
    })
    .from(evaluations)
    .where(and(eq(evaluations.interviewId, latest.id), eq(evaluations.isCurrent, true)))
    .limit(1);
  const state = evaluationStateOf(
    evaluation ? { ...evaluation, scoresContent: storedEvaluationScoresContent(evaluation) } : null,
  );
  let progress: { done: number; total: number } | null = null;
  if (evaluation && state === "transcribing" && latest.questions.length > 0) {
    const [row] = await db
      .select({ done: count() })
      .from(answerTranscripts)
      .where(eq(answerTranscripts.evaluationId, evaluation.id));
    progress = { done: Math.min(row?.done ?? 0, latest.questions.length), total: latest.questions.length };
  }
  return { interview: { ...interview, state, progress } };
}
