import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { followUpMessages, type FollowUpDecision, type FollowUpOutcome } from "@shared/interviews/follow-up-contracts";
import type { Db } from "../../../../db/client";
import { interviewFollowUps } from "../../../../db/schema";
import type { Actor } from "../../../../plugins/auth/actor";
import type { AppServices } from "../../../../services";
import { notFound, serviceUnavailable } from "../../../../errors";
import { loadOwnedRecordingSession } from "../../recording/recording-access";
import type { SpeechTarget } from "./follow-up-speech";

type Services = Pick<AppServices, "db" | "config" | "log" | "blobs" | "interviewerSpeech">;

/**
 * The decision as the page is told it: a follow-up says whether the provider reads it aloud, and
 * its speech starts now, in the background, so the page's request for it usually finds it ready.
 */
export function withSpeech(services: Services, sessionId: string, decision: FollowUpDecision): FollowUpOutcome {
  if (decision.kind !== "follow-up") return decision;
  const speech = services.interviewerSpeech;
  if (speech)
    void speechTargetOf(services.db, sessionId, decision.followUpId).then(
      (target) => target && speech.prepare(services, target),
      (error: unknown) => services.log.warn({ err: error }, "could not start a follow-up's speech"),
    );
  return { ...decision, speech: speech !== null };
}

/**
 * The follow-up read aloud by the provider, as MP3: only for the candidate whose session it is,
 * and only a follow-up offered or asked in it (anyone else, like an unknown id, is a 404).
 */
export async function followUpSpeechAudio(
  services: Services,
  actor: Actor | null,
  input: { sessionId: string; followUpId: string },
): Promise<Buffer> {
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  const speech = services.interviewerSpeech;
  if (!speech) throw notFound(followUpMessages.noSpeech);
  const target = await speechTargetOf(services.db, session.id, input.followUpId);
  if (!target) throw notFound(followUpMessages.notFound);
  const audio = await speech.audioFor(services, target);
  if (!audio) throw serviceUnavailable(followUpMessages.speechUnavailable);
  return audio;
}

async function speechTargetOf(db: Db, sessionId: string, followUpId: string): Promise<SpeechTarget | null> {
  const [row] = await db
    .select({
      followUpId: interviewFollowUps.id,
      interviewId: interviewFollowUps.interviewId,
      sessionId: interviewFollowUps.sessionId,
      questionIndex: interviewFollowUps.parentIndex,
      text: interviewFollowUps.text,
    })
    .from(interviewFollowUps)
    .where(
      and(
        eq(interviewFollowUps.id, followUpId),
        eq(interviewFollowUps.sessionId, sessionId),
        inArray(interviewFollowUps.status, ["offered", "asked"]),
        isNotNull(interviewFollowUps.text),
      ),
    );
  return row?.text ? { ...row, text: row.text } : null;
}
