import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import { evaluationMessages } from "@shared/evaluation/evaluation-contracts";
import {
  applications,
  candidates,
  evaluations,
  files,
  interviews,
  profiles,
  recordingSessions,
} from "../../../db/schema";
import { EvaluationFailure } from "./evaluation-status";
import type { Evaluation, PipelineServices } from "./pipeline-services";

/** The recording is still being finalised: the task throws this so pg-boss retries it later. */
export class RecordingNotReadyError extends Error {
  constructor(interviewId: string) {
    super(`The recording of interview ${interviewId} is not finalised yet`);
    this.name = "RecordingNotReadyError";
  }
}

/**
 * A claim not refreshed for this long belongs to a worker that stopped (a crash, a kill -9): the
 * next delivery takes it over (decision 0072). A running evaluation refreshes its claim every
 * CLAIM_HEARTBEAT_MS, however long its provider calls take.
 */
export const STALE_CLAIM_MS = 45_000;
export const CLAIM_HEARTBEAT_MS = 10_000;
/*
 * RECOVERY_TIME_SCALE (tests only) shortens both for the worker's own refresh and takeover; an
 * admin's Retry still waits for STALE_CLAIM_MS.
 */

/**
 * Another worker holds the evaluation and was alive lately: the task throws this so pg-boss
 * delivers it again later, when the evaluation is finished (nothing to do) or its claim went
 * stale (taken over), rather than completing with the evaluation left running forever.
 */
export class EvaluationHeldElsewhereError extends Error {
  constructor(evaluationId: string) {
    super(`Evaluation ${evaluationId} is being run by another worker`);
    this.name = "EvaluationHeldElsewhereError";
  }
}

/** Whether a working evaluation's claim has gone stale: its worker stopped, and it can be taken over or retried. */
export function isStuck(row: Pick<Evaluation, "status" | "updatedAt">, now = new Date()): boolean {
  return (
    (row.status === "transcribing" || row.status === "evaluating") &&
    row.updatedAt.getTime() < now.getTime() - STALE_CLAIM_MS
  );
}

type Db = Pick<PipelineServices, "db">;

export async function loadEvaluation(services: Db, evaluationId: string): Promise<Evaluation | undefined> {
  const [row] = await services.db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
  return row;
}

export type RecordingState =
  { kind: "ready"; sessionId: string; fileId: string; storageKey: string } | { kind: "failed"; reason: string };

/**
 * The interview's recording once its latest finished session is finalised. While it is being
 * processed this throws RecordingNotReadyError; a recording that could not be processed fails
 * the evaluation with that reason.
 */
export async function finalisedRecording(services: Db, interviewId: string): Promise<RecordingState> {
  const [session] = await services.db
    .select({
      id: recordingSessions.id,
      processing: recordingSessions.processing,
      error: recordingSessions.processingError,
    })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.interviewId, interviewId), eq(recordingSessions.status, "finished")))
    .orderBy(desc(recordingSessions.finishedAt))
    .limit(1);
  if (!session) return { kind: "failed", reason: evaluationMessages.notEvaluable };
  if (session.processing === "failed")
    return {
      kind: "failed",
      reason: `The recording could not be processed${session.error ? `: ${session.error}` : "."}`,
    };
  const [interview] = await services.db
    .select({ completed: interviews.completed, fileId: files.id, storageKey: files.storageKey })
    .from(interviews)
    .leftJoin(files, eq(files.id, interviews.recordingFileId))
    .where(eq(interviews.id, interviewId));
  if (!interview?.completed) return { kind: "failed", reason: evaluationMessages.notEvaluable };
  if (session.processing !== "ready" || !interview.fileId || !interview.storageKey)
    throw new RecordingNotReadyError(interviewId);
  return { kind: "ready", sessionId: session.id, fileId: interview.fileId, storageKey: interview.storageKey };
}

/** Takes the row for this worker: queued, or claimed by a worker that stopped long ago. */
export async function claimEvaluation(
  services: Db,
  evaluationId: string,
  recordingFileId: string,
  staleClaimMs = STALE_CLAIM_MS,
): Promise<Evaluation | undefined> {
  const now = new Date();
  const [claimed] = await services.db
    .update(evaluations)
    .set({ status: "transcribing", recordingFileId, failureReason: null, updatedAt: now })
    .where(
      and(
        eq(evaluations.id, evaluationId),
        eq(evaluations.isCurrent, true),
        or(
          eq(evaluations.status, "queued"),
          and(
            inArray(evaluations.status, ["transcribing", "evaluating"]),
            lt(evaluations.updatedAt, new Date(now.getTime() - staleClaimMs)),
          ),
        ),
      ),
    )
    .returning();
  return claimed;
}

/** The evaluated interview's questions, where each began, and the candidate's name to keep from the model. */
export async function loadEvaluatedInterview(services: Db, evaluation: Evaluation) {
  const [interview] = await services.db
    .select({
      questions: interviews.questions,
      starts: interviews.questionStartSeconds,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(profiles, eq(profiles.id, candidates.profileId))
    .where(eq(interviews.id, evaluation.interviewId));
  if (!interview) throw new EvaluationFailure("The interview no longer exists.");
  return interview;
}

export type EvaluatedInterview = Awaited<ReturnType<typeof loadEvaluatedInterview>>;
