import { and, asc, eq, isNull } from "drizzle-orm";
import { NETWORK_RUBRIC } from "@shared/evaluation/rubric";
import { FOLLOW_UP_SECONDS } from "@shared/interviews/follow-up-timing";
import type { ContractResponse } from "@shared/http/contract";
import {
  MAX_RERECORDS_PER_APPLICATION,
  NETWORK_INTERVIEW_SECONDS,
  networkInterviewQuestions,
} from "@shared/interviews/network-interview";
import {
  DEFAULT_QUESTION_SECONDS,
  recordingMessages,
  type startNetworkInterviewAttemptContract,
} from "@shared/interviews/recording-contracts";
import type { Db } from "../../db/client";
import {
  applications,
  candidates,
  interviews,
  recordingSessions,
  type InterviewQuestionSnapshot,
} from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { requireUserType } from "../accounts/access";
import { conflict, notFound } from "../../errors";
import { segmentStatesOf } from "./recording/session-progress";
import { recordingQuestionsOf } from "./recording-questions";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The network questions with the network rubric (decision 0050), which no company edits. */
const networkSnapshot = (): InterviewQuestionSnapshot[] =>
  networkInterviewQuestions.map((text, index) => ({
    text,
    type: "open-ended",
    timeLimitSeconds: DEFAULT_QUESTION_SECONDS,
    rubric: NETWORK_RUBRIC.questions[index] ?? null,
    rubricVersion: NETWORK_RUBRIC.version,
  }));

/**
 * Before the camera records, the server has the attempt: the candidate's network application,
 * its interview (questions snapshotted) and an open recording session. Calling again returns
 * the same ones, so a reload resumes instead of starting over. Unique indexes make two racing
 * calls converge on one row each.
 */
export async function startNetworkInterviewAttempt(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
): Promise<ContractResponse<typeof startNetworkInterviewAttemptContract>> {
  const caller = requireUserType(actor, "candidate");
  const { interview, session, rerecordsUsed } = await services.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.profileId, caller.userId))
      .limit(1);
    if (!candidate) throw notFound(recordingMessages.sessionNotFound);
    const application = await networkApplicationOf(tx, candidate.id);
    const interview = await interviewOf(tx, application.id);
    if (interview.completed) throw conflict(recordingMessages.alreadyCompleted);
    return { interview, session: await openSessionOf(tx, interview.id), rerecordsUsed: application.rerecordsUsed };
  });
  return {
    interviewId: interview.id,
    sessionId: session.id,
    questions: recordingQuestionsOf(interview.questions),
    overallSeconds: NETWORK_INTERVIEW_SECONDS,
    rerecordsLeft: Math.max(0, MAX_RERECORDS_PER_APPLICATION - rerecordsUsed),
    segments: await segmentStatesOf(services.db, session.id),
  };
}

async function networkApplicationOf(tx: Tx, candidateId: string) {
  await tx.insert(applications).values({ candidateId, status: "interview_scheduled" }).onConflictDoNothing();
  const [application] = await tx
    .select({ id: applications.id, rerecordsUsed: applications.rerecordsUsed })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), isNull(applications.jobPostingId)))
    .limit(1);
  return application!;
}

/** The application's one interview (a re-record resets it rather than adding another). */
async function interviewOf(tx: Tx, applicationId: string) {
  const existing = await firstInterview(tx, applicationId);
  if (existing) return existing;
  // Serialises two first calls for one application: the second waits, then finds the first's row.
  await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId)).for("update");
  const raced = await firstInterview(tx, applicationId);
  if (raced) return raced;
  const [created] = await tx
    .insert(interviews)
    .values({ applicationId, questions: networkSnapshot(), followUpSeconds: FOLLOW_UP_SECONDS.default })
    .returning();
  return created!;
}

async function firstInterview(tx: Tx, applicationId: string) {
  const [row] = await tx
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(asc(interviews.createdAt))
    .limit(1);
  return row;
}

async function openSessionOf(tx: Tx, interviewId: string) {
  await tx.insert(recordingSessions).values({ interviewId }).onConflictDoNothing();
  const [session] = await tx
    .select()
    .from(recordingSessions)
    .where(and(eq(recordingSessions.interviewId, interviewId), eq(recordingSessions.status, "open")))
    .limit(1);
  return session!;
}
