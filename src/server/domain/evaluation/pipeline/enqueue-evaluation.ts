import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  NETWORK_RUBRIC,
  defaultQuestionRubric,
  type QuestionRubric,
  type RubricSnapshot,
} from "@shared/evaluation/rubric";
import type { DbOrTx } from "../../../db/client";
import {
  applications,
  evaluationOverrides,
  evaluations,
  interviews,
  type InterviewQuestionSnapshot,
} from "../../../db/schema";
import type { AppServices } from "../../../services";
import { readLatestOverrides } from "../latest-overrides";
import { evaluateInterviewTask } from "./evaluate-interview-task";
import { baseNumberOf, isFollowUp } from "@shared/interviews/question-slots";

export type EvaluationReason = "completed" | "correction" | "retry" | "re-evaluation";

/**
 * Starts a new evaluation of the interview (decision 0050): the current one, if any, stops being
 * current (it is kept, and its overrides are carried over), a `queued` row with a snapshot of the
 * rubric is added, and its task is enqueued, all through the caller's transaction, so an
 * evaluation is never lost after a commit nor run for a change that was rolled back.
 */
export async function enqueueEvaluation(
  services: Pick<AppServices, "tasks" | "ai">,
  tx: DbOrTx,
  input: { interviewId: string; reason: EvaluationReason },
): Promise<{ evaluationId: string }> {
  const [interview] = await tx
    .select({
      questions: interviews.questions,
      humanReviewOnly: interviews.humanReviewOnly,
      postingId: applications.jobPostingId,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(interviews.id, input.interviewId));
  if (!interview) throw new Error(`No interview ${input.interviewId} to evaluate`);
  const rubric = rubricSnapshotOf(interview.questions, interview.postingId === null);
  // The interview's row before its evaluations', the order a reset and storing a result take them.
  // Lists read the current result from the interview: while the new one runs they show none, not
  // the previous score as if it were current.
  await tx.update(interviews).set({ score: null, feedback: null }).where(eq(interviews.id, input.interviewId));
  const previous = await tx
    .update(evaluations)
    .set({ isCurrent: false, updatedAt: new Date() })
    .where(and(eq(evaluations.interviewId, input.interviewId), eq(evaluations.isCurrent, true)))
    .returning({ id: evaluations.id });
  const [created] = await tx
    .insert(evaluations)
    .values({
      interviewId: input.interviewId,
      status: "queued",
      isCurrent: true,
      provider: services.ai.name,
      chatModel: services.ai.assess ? services.ai.chatModel : null,
      transcribeModel: services.ai.transcribeModel,
      rubricVersion: rubric.version,
      rubric,
      humanReviewOnly: interview.humanReviewOnly,
    })
    .returning({ id: evaluations.id });
  const evaluationId = created!.id;
  for (const { id } of previous) await carryOverrides(tx, id, evaluationId);
  await services.tasks.enqueue(evaluateInterviewTask, { evaluationId }, { tx, singletonKey: evaluationId });
  return { evaluationId };
}

/**
 * What people decided stays decided (decision 0069): each latest override of the previous
 * evaluation is copied to the new one, with its author, reason and time, marked as carried. The
 * new result may change the evidence under it; storeEvaluation then asks for a confirmation.
 */
async function carryOverrides(tx: DbOrTx, fromEvaluationId: string, toEvaluationId: string): Promise<void> {
  const latest = [...(await readLatestOverrides(tx, fromEvaluationId)).values()];
  if (latest.length === 0) return;
  await tx.insert(evaluationOverrides).values(
    latest.map(({ id: _id, evaluationId: _from, needsConfirmation: _asked, carriedFromEvaluationId, ...row }) => ({
      ...row,
      evaluationId: toEvaluationId,
      carriedFromEvaluationId: carriedFromEvaluationId ?? fromEvaluationId,
      needsConfirmation: false,
    })),
  );
}

/**
 * The recording the interview's queued evaluation waits for is ready: its task runs now rather
 * than at its next backoff retry. A second delivery is harmless (the claim is conditional), so
 * this one has a key of its own and never collides with the waiting one.
 */
export async function wakeQueuedEvaluation(
  services: Pick<AppServices, "tasks">,
  tx: DbOrTx,
  interviewId: string,
): Promise<void> {
  const [queued] = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(eq(evaluations.interviewId, interviewId), eq(evaluations.isCurrent, true), eq(evaluations.status, "queued")),
    );
  if (!queued) return;
  await services.tasks.enqueue(
    evaluateInterviewTask,
    { evaluationId: queued.id },
    { tx, singletonKey: `${queued.id}:recording-ready` },
  );
}

/**
 * The rubric an evaluation keeps: the network interview's own (it has no company to write one);
 * a posting's interview, each question's rubric as snapshotted when the interview was created, or
 * the default where it had none, under the version snapshotted with them. An older snapshot
 * without a version gets one that names the content, so equal rubrics share it.
 */
export function rubricSnapshotOf(questions: InterviewQuestionSnapshot[], isNetworkInterview: boolean): RubricSnapshot {
  if (isNetworkInterview) {
    return {
      version: NETWORK_RUBRIC.version,
      // By base question: a follow-up the AI interviewer asked takes its parent's rubric (decision 0055).
      questions: questions.map(
        (_question, slot) => NETWORK_RUBRIC.questions[baseNumberOf(questions, slot) - 1] ?? defaultQuestionRubric(),
      ),
    };
  }
  const rubrics: QuestionRubric[] = questions.map((question) =>
    isFollowUp(question)
      ? (questions[question.followUpOf!]?.rubric ?? defaultQuestionRubric())
      : (question.rubric ?? defaultQuestionRubric()),
  );
  const snapshotted = questions.find((question) => question.rubricVersion)?.rubricVersion;
  if (snapshotted) return { version: snapshotted, questions: rubrics };
  const digest = createHash("sha256").update(JSON.stringify(rubrics)).digest("hex").slice(0, 12);
  return { version: `posting-${digest}`, questions: rubrics };
}
