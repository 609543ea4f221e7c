import { and, eq, exists } from "drizzle-orm";
import type { ContractResponse } from "@shared/http/contract";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { runnerMessages, type saveInterviewConsentContract } from "@shared/interviews/runner-contracts";
import { interviews, recordingSegments, recordingSessions } from "../../db/schema";
import type { Actor } from "../../plugins/auth/actor";
import type { AppServices } from "../../services";
import { conflict } from "../../errors";
import { loadOwnedInterview } from "./owned-interview";

/**
 * The candidate agreed to the recording notice (the first agreement's time is kept), chose any
 * extra time, and chose between an AI-assisted and a human-only review (decision 0050). Extra
 * time is fixed once recording has begun: it extends the timer the candidate is already
 * answering against. The review choice may change until the interview is completed, when the
 * evaluation reads it.
 */
export async function saveInterviewConsent(
  services: Pick<AppServices, "db">,
  actor: Actor | null,
  input: { interviewId: string; extraTimeSeconds: number; humanReviewOnly?: boolean | undefined; now?: Date },
): Promise<ContractResponse<typeof saveInterviewConsentContract>> {
  const interview = await loadOwnedInterview(services.db, actor, input.interviewId);
  if (interview.completed) throw conflict(recordingMessages.alreadyCompleted);
  const consentedAt = interview.consentedAt ?? input.now ?? new Date();
  const humanReviewOnly = input.humanReviewOnly ?? interview.humanReviewOnly;
  if (input.extraTimeSeconds !== interview.extraTimeSeconds) {
    const [recording] = await services.db
      .select({ id: recordingSessions.id })
      .from(recordingSessions)
      .where(
        and(
          eq(recordingSessions.interviewId, interview.id),
          eq(recordingSessions.status, "open"),
          exists(
            services.db
              .select({ id: recordingSegments.id })
              .from(recordingSegments)
              .where(eq(recordingSegments.sessionId, recordingSessions.id)),
          ),
        ),
      )
      .limit(1);
    if (recording) throw conflict(runnerMessages.extraTimeLocked);
  }
  await services.db
    .update(interviews)
    .set({ consentedAt, extraTimeSeconds: input.extraTimeSeconds, humanReviewOnly, updatedAt: new Date() })
    .where(eq(interviews.id, interview.id));
  return { consentedAt: consentedAt.toISOString(), extraTimeSeconds: input.extraTimeSeconds, humanReviewOnly };
}
