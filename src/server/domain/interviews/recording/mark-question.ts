import { eq } from "drizzle-orm";
import type { ContractResponse } from "@shared/http/contract";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { runnerMessages, type markQuestionContract, type QuestionMark } from "@shared/interviews/runner-contracts";
import { interviews, recordingQuestionMarks } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { badRequest, conflict } from "../../errors";
import { holdsLease } from "./acquire-recording-lease";
import { loadOwnedRecordingSession } from "./recording-access";
import { questionMarksOf } from "./session-progress";

/**
 * Records where a question began, as it happens, so a reload or another device knows where to
 * resume. Needs the live lease, like a chunk. Idempotent: the same mark again changes nothing,
 * and marking a question again (after continuing from it) moves it.
 */
export async function markQuestion(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { sessionId: string; token: string; mark: QuestionMark; now?: Date },
): Promise<ContractResponse<typeof markQuestionContract>> {
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  if (session.status !== "open") throw conflict(recordingMessages.sessionClosed);
  if (!holdsLease(session, input.token, input.now ?? new Date())) throw conflict(recordingMessages.leaseRequired);
  const [interview] = await services.db
    .select({ questions: interviews.questions })
    .from(interviews)
    .where(eq(interviews.id, session.interviewId));
  if (input.mark.questionIndex >= (interview?.questions.length ?? 0))
    throw badRequest(runnerMessages.questionOutOfRange, { questionIndex: runnerMessages.questionOutOfRange });
  const values = {
    segmentIndex: input.mark.segment,
    offsetSeconds: input.mark.offsetSeconds,
    chunkSeq: input.mark.chunkSeq ?? null,
  };
  await services.db
    .insert(recordingQuestionMarks)
    .values({ sessionId: session.id, questionIndex: input.mark.questionIndex, ...values })
    .onConflictDoUpdate({
      target: [recordingQuestionMarks.sessionId, recordingQuestionMarks.questionIndex],
      set: values,
    });
  return { marks: await questionMarksOf(services.db, session.id) };
}
