import { and, eq } from "drizzle-orm";
import { isFollowUp, withFollowUp } from "@shared/interviews/question-slots";
import type { ContractResponse } from "@shared/http/contract";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { runnerMessages, type markQuestionContract, type QuestionMark } from "@shared/interviews/runner-contracts";
import type { DbOrTx } from "../../../db/client";
import {
  interviewFollowUps,
  interviews,
  recordingQuestionMarks,
  type InterviewQuestionSnapshot,
} from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { badRequest, conflict } from "../../../errors";
import { holdsLease } from "./acquire-recording-lease";
import { loadOwnedRecordingSession } from "./recording-access";
import { questionMarksOf } from "./session-progress";

/**
 * Records where a question began, as it happens, so a reload or another device knows where to
 * resume. Needs the live lease, like a chunk. Idempotent: the same mark again changes nothing,
 * and marking a question again (after continuing from it) moves it.
 *
 * With `followUpId` the slot is the follow-up the AI interviewer offered for the previous
 * question, now shown: it enters the interview's questions in the same transaction as its mark,
 * with exactly the text offered (decision 0055). A mark for that slot without it means the page
 * went on without showing the offer, which is then never asked.
 */
export async function markQuestion(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { sessionId: string; token: string; mark: QuestionMark; followUpId?: string; now?: Date },
): Promise<ContractResponse<typeof markQuestionContract>> {
  const now = input.now ?? new Date();
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  if (session.status !== "open") throw conflict(recordingMessages.sessionClosed);
  if (!holdsLease(session, input.token, now)) throw conflict(recordingMessages.leaseRequired);
  const { questionIndex } = input.mark;
  await services.db.transaction(async (tx) => {
    // Locked: a follow-up changes the questions, and two marks must not insert it twice.
    const [interview] = await tx
      .select({ questions: interviews.questions })
      .from(interviews)
      .where(eq(interviews.id, session.interviewId))
      .for("update");
    const questions = interview?.questions ?? [];
    if (input.followUpId) await askFollowUp(tx, { ...input, followUpId: input.followUpId, now }, questions);
    else {
      if (questionIndex >= questions.length)
        throw badRequest(runnerMessages.questionOutOfRange, { questionIndex: runnerMessages.questionOutOfRange });
      // The page went on without the offer for the previous question: it is never asked now.
      await tx
        .update(interviewFollowUps)
        .set({ status: "not-shown" })
        .where(
          and(
            eq(interviewFollowUps.sessionId, session.id),
            eq(interviewFollowUps.parentIndex, questionIndex - 1),
            eq(interviewFollowUps.status, "offered"),
          ),
        );
    }
    const values = {
      segmentIndex: input.mark.segment,
      offsetSeconds: input.mark.offsetSeconds,
      chunkSeq: input.mark.chunkSeq ?? null,
    };
    await tx
      .insert(recordingQuestionMarks)
      .values({ sessionId: session.id, questionIndex, ...values })
      .onConflictDoUpdate({
        target: [recordingQuestionMarks.sessionId, recordingQuestionMarks.questionIndex],
        set: values,
      });
  });
  return { marks: await questionMarksOf(services.db, session.id) };
}

/**
 * Inserts the offered follow-up at the mark's slot, right after its parent. Asked already at
 * that slot (the same mark sent again): nothing changes. Refused unless it was offered for the
 * question before this slot, that question is still the last one marked, and the slot is free.
 */
async function askFollowUp(
  tx: DbOrTx,
  input: { sessionId: string; mark: QuestionMark; followUpId: string; now: Date },
  questions: InterviewQuestionSnapshot[],
): Promise<void> {
  const slot = input.mark.questionIndex;
  const [proposal] = await tx
    .select()
    .from(interviewFollowUps)
    .where(and(eq(interviewFollowUps.id, input.followUpId), eq(interviewFollowUps.sessionId, input.sessionId)));
  const notOffered = () =>
    badRequest(runnerMessages.followUpNotOffered, { followUpId: runnerMessages.followUpNotOffered });
  if (!proposal || proposal.parentIndex !== slot - 1) throw notOffered();
  if (proposal.status === "asked" && proposal.slotIndex === slot) return;
  if (proposal.status !== "offered" || !proposal.text) throw notOffered();
  const parent = questions[proposal.parentIndex];
  const next = questions[slot];
  const markedAfter = await tx
    .select({ questionIndex: recordingQuestionMarks.questionIndex })
    .from(recordingQuestionMarks)
    .where(eq(recordingQuestionMarks.sessionId, input.sessionId));
  if (
    !parent ||
    isFollowUp(parent) ||
    (next && isFollowUp(next)) ||
    markedAfter.some((mark) => mark.questionIndex >= slot)
  )
    throw notOffered();
  const entry: InterviewQuestionSnapshot = {
    text: proposal.text,
    type: "open-ended",
    timeLimitSeconds: proposal.timeLimitSeconds,
    // Scored with its parent, against the parent's criteria: it carries no rubric of its own.
    rubric: null,
    ...(parent.rubricVersion ? { rubricVersion: parent.rubricVersion } : {}),
    followUp: { id: proposal.id, criterionKey: proposal.criterionKey, askedAt: input.now.toISOString() },
  };
  await tx
    .update(interviews)
    .set({ questions: withFollowUp(questions, proposal.parentIndex, entry), updatedAt: input.now })
    .where(eq(interviews.id, proposal.interviewId));
  await tx
    .update(interviewFollowUps)
    .set({ status: "asked", slotIndex: slot, askedAt: input.now })
    .where(eq(interviewFollowUps.id, proposal.id));
}
