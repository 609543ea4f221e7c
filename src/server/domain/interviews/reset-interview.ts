import { and, eq, lt, or, sql } from "drizzle-orm";
import { interviewResetMessages, type resetInterviewContract } from "@shared/interviews/candidate-interview-contracts";
import type { ContractResponse } from "@shared/http/contract";
import { MAX_RERECORDS_PER_APPLICATION } from "@shared/interviews/network-interview";
import { FOLLOW_UP_SECONDS } from "@shared/interviews/follow-up-timing";
import { isFollowUp } from "@shared/interviews/question-slots";
import {
  applications,
  evaluations,
  interviewFollowUps,
  interviews,
  recordingSessions,
  transcriptCorrectionRequests,
  transcriptCorrections,
} from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { conflict } from "../../errors";
import { deleteSessionChunks } from "./recording/delete-session-chunks";
import { deleteInterviewSpeech } from "./interviewer/speech/stored-speech";
import { loadOwnedInterview } from "./owned-interview";

/**
 * Redo (the interview reset; decision 0023): the owner's completed interview becomes upcoming again, with
 * its recording, resume, feedback and score cleared, and its application uses one of its
 * re-records. The count is taken in one conditional UPDATE, so two racing resets cannot both
 * pass the limit; the interview's own conditional UPDATE then makes sure it was still completed.
 *
 * Only a completed interview counts: an interrupted attempt is resumed, never reset. The old
 * recording's files, and its finished session, are left in place: they are deleted only once the
 * new recording is complete, so a failed retake never leaves the candidate with nothing. The
 * chunks of failed or abandoned attempts are deleted at once: the candidate is recording again,
 * and they count against the storage quota (decision 0016).
 */
export async function resetInterview(
  services: Pick<AppServices, "db" | "blobs" | "log">,
  actor: Actor | null,
  input: { interviewId: string },
): Promise<ContractResponse<typeof resetInterviewContract>> {
  const owned = await loadOwnedInterview(services.db, actor, input.interviewId);
  if (!owned.completed) throw conflict(interviewResetMessages.notCompleted);
  const now = new Date();
  const rerecordsUsed = await services.db.transaction(async (tx) => {
    const [application] = await tx
      .update(applications)
      .set({ rerecordsUsed: sql`${applications.rerecordsUsed} + 1`, updatedAt: now })
      .where(
        and(eq(applications.id, owned.applicationId), lt(applications.rerecordsUsed, MAX_RERECORDS_PER_APPLICATION)),
      )
      .returning({ rerecordsUsed: applications.rerecordsUsed });
    if (!application) throw conflict(interviewResetMessages.limitReached);
    const [reset] = await tx
      .update(interviews)
      .set({
        completed: false,
        completedAt: null,
        recordingFileId: null,
        posterFileId: null,
        resumeFileId: null,
        durationSeconds: null,
        questionStartSeconds: [],
        // The retake asks the base questions again; its follow-ups will be drawn from its own answers.
        questions: owned.questions.filter((question) => !isFollowUp(question)),
        ...(owned.jobPostingId === null ? { followUpSeconds: FOLLOW_UP_SECONDS.default } : {}),
        feedback: null,
        score: null,
        aiFeedback: null,
        updatedAt: now,
      })
      .where(and(eq(interviews.id, owned.id), eq(interviews.completed, true)))
      .returning({ id: interviews.id });
    // Another reset won the race: it took the re-record, and this one rolls back.
    if (!reset) throw conflict(interviewResetMessages.notCompleted);
    // Decision 0050: a re-record leaves no evaluation of the old recording (its transcripts, run
    // log and overrides go with it), nor the candidate's corrections of its transcript.
    await tx.delete(evaluations).where(eq(evaluations.interviewId, owned.id));
    await tx.delete(transcriptCorrections).where(eq(transcriptCorrections.interviewId, owned.id));
    await tx.delete(transcriptCorrectionRequests).where(eq(transcriptCorrectionRequests.interviewId, owned.id));
    await tx.delete(interviewFollowUps).where(eq(interviewFollowUps.interviewId, owned.id));
    return application.rerecordsUsed;
  });
  // The reset stands even if this fails: the sweep deletes failed chunks later (decision 0024).
  await dropFailedAttempts(services, owned.id).catch((error: unknown) =>
    services.log.warn({ err: error, interviewId: owned.id }, "could not drop a reset interview's failed attempts"),
  );
  // The follow-ups went with the reset, and so does their speech (decision 0074); what a failure
  // leaves goes with the old recording once the new one is complete.
  await deleteInterviewSpeech(services, owned.id).catch((error: unknown) =>
    services.log.warn({ err: error, interviewId: owned.id }, "could not delete a reset interview's follow-up speech"),
  );
  return {
    interviewId: owned.id,
    rerecordsUsed,
    rerecordsLeft: Math.max(0, MAX_RERECORDS_PER_APPLICATION - rerecordsUsed),
  };
}

/** Deletes the chunks of the interview's failed and abandoned sessions (after the reset committed). */
async function dropFailedAttempts(services: Pick<AppServices, "db" | "blobs">, interviewId: string): Promise<void> {
  const sessions = await services.db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(
      and(
        eq(recordingSessions.interviewId, interviewId),
        or(eq(recordingSessions.status, "abandoned"), eq(recordingSessions.processing, "failed")),
      ),
    );
  for (const session of sessions) await deleteSessionChunks(services, session.id);
}
