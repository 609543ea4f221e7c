import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { applyMessages, type applyToPostingContract } from "@shared/applications/contracts";
import type { ContractResponse } from "@shared/http/contract";
import { POSTING_NOT_FOUND } from "@shared/postings/contracts";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  candidates,
  enterprises,
  interviewQuestions,
  interviewTemplates,
  interviews,
  jobPostings,
  type InterviewQuestionSnapshot,
} from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { notifyNewApplicant } from "../companies/notify-new-applicant";
import { conflict, notFound } from "../../errors";
import { effectiveRubric, templateRubricVersion } from "../interviews/templates/template-view";
import { onTheBoard } from "../postings/board-postings";
import { recordStatusEvent } from "./record-status-event";
import { queueMatchRecompute } from "../matching/recompute-matches-task";

type ApplyAnswer = ContractResponse<typeof applyToPostingContract>;

/**
 * Applies the caller to a posting of the board (decision 0029). A posting with questions of its
 * own gets a pending interview with those questions snapshotted; any other reuses the candidate's
 * network interview ("record once, apply everywhere"), which the company may then watch because
 * the candidate applied to it (recording-access). With neither that interview completed nor a
 * resume there is nothing to review, so the candidate is told what to do first. The unique
 * index on (candidate, posting) refuses a second application, racing ones included. The company's
 * new-applicant e-mail is queued in the same transaction, if its switch is on (decision 0036).
 */
export async function applyToPosting(
  services: Pick<AppServices, "db" | "tasks" | "config">,
  actor: Actor | null,
  input: { postingId: string; now?: Date },
): Promise<ApplyAnswer> {
  const caller = requireUserType(actor, "candidate");
  const now = input.now ?? new Date();
  return services.db.transaction(async (tx) => {
    const [posting] = await tx
      .select({
        id: jobPostings.id,
        templateId: jobPostings.interviewTemplateId,
        // The template's follow-up setting as it is now, like its questions (decision 0055).
        followUpSeconds: sql<
          number | null
        >`case when ${interviewTemplates.followUpsEnabled} then ${interviewTemplates.followUpSeconds} end`,
      })
      .from(jobPostings)
      .innerJoin(enterprises, eq(enterprises.id, jobPostings.enterpriseId))
      .leftJoin(interviewTemplates, eq(interviewTemplates.id, jobPostings.interviewTemplateId))
      .where(and(eq(jobPostings.id, input.postingId), onTheBoard()))
      .limit(1);
    if (!posting) throw notFound(POSTING_NOT_FOUND);
    const [candidate] = await tx
      .select({ id: candidates.id, resumeFileId: candidates.resumeFileId })
      .from(candidates)
      .where(eq(candidates.profileId, caller.userId))
      .limit(1);
    if (!candidate) throw notFound(POSTING_NOT_FOUND);
    const questions = posting.templateId ? await templateSnapshot(tx, posting.templateId) : [];
    const custom = questions.length > 0;
    let status: "interview_scheduled" | "completed" | "pending" = "interview_scheduled";
    if (!custom) {
      const recorded = await hasCompletedNetworkInterview(tx, candidate.id);
      if (!recorded && !candidate.resumeFileId) throw conflict(applyMessages.needsInterviewOrResume);
      // A resume alone waits for the company; a recorded interview is ready to review.
      status = recorded ? "completed" : "pending";
    }
    const [application] = await tx
      .insert(applications)
      .values({ candidateId: candidate.id, jobPostingId: posting.id, status, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!application) throw conflict(applyMessages.alreadyApplied);
    await recordStatusEvent(tx, application.id, status, now);
    await notifyNewApplicant(services, tx, { postingId: posting.id, candidateId: candidate.id });
    // An applicant is scored for the posting whether or not its company sees them in the pool.
    await queueMatchRecompute(services, tx, { candidateId: candidate.id });
    if (!custom) return { applicationId: application.id, status, interviewId: null };
    const [interview] = await tx
      .insert(interviews)
      .values({
        applicationId: application.id,
        questions,
        interviewDate: now,
        followUpSeconds: posting.followUpSeconds,
      })
      .returning({ id: interviews.id });
    return { applicationId: application.id, status, interviewId: interview!.id };
  });
}

/**
 * The template's questions as they are now, in order, each with its rubric and the template's
 * rubric version (decision 0050): editing the template later changes nothing here, and the
 * evaluation scores against what the candidate was asked.
 */
async function templateSnapshot(tx: DbOrTx, templateId: string): Promise<InterviewQuestionSnapshot[]> {
  const rows = await tx
    .select({
      text: interviewQuestions.text,
      type: interviewQuestions.type,
      timeLimitSeconds: interviewQuestions.timeLimitSeconds,
      instruction: interviewQuestions.instruction,
      rubric: interviewQuestions.rubric,
      rubricVersion: interviewTemplates.rubricVersion,
    })
    .from(interviewQuestions)
    .innerJoin(interviewTemplates, eq(interviewTemplates.id, interviewQuestions.templateId))
    .where(eq(interviewQuestions.templateId, templateId))
    .orderBy(asc(interviewQuestions.position));
  return rows.map(({ rubric, rubricVersion, ...question }) => ({
    ...question,
    rubric: effectiveRubric(rubric),
    rubricVersion: templateRubricVersion(templateId, rubricVersion),
  }));
}

async function hasCompletedNetworkInterview(tx: DbOrTx, candidateId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(
      and(eq(applications.candidateId, candidateId), isNull(applications.jobPostingId), eq(interviews.completed, true)),
    )
    .limit(1);
  return row !== undefined;
}
