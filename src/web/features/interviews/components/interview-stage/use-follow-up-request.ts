import { useCallback, useRef, useState } from "react";
import type { FollowUpOutcome } from "@shared/interviews/follow-up-contracts";
import { FOLLOW_UP_MIN_ANSWER_SECONDS, FOLLOW_UP_WAIT_MS, followUpFits } from "@shared/interviews/follow-up-timing";
import { baseLimits, isFollowUp } from "@shared/interviews/question-slots";
import type { OpenInterviewAttempt } from "@shared/interviews/runner-contracts";
import { requestFollowUp } from "../../api/interviewer/request-follow-up";
import { waitForFollowUp } from "../../lib/recorder/follow-up-wait";
import type { InterviewSession } from "../../lib/recorder/interview-session";
import type { SegmentRecorder } from "../../lib/recorder/segment-recorder";

export type FollowUpOffer = Extract<FollowUpOutcome, { kind: "follow-up" }>;

/**
 * Asks the AI interviewer for a follow-up to the answer just given (decision 0055), only when one
 * could come and fit, and waits for it at most FOLLOW_UP_WAIT_MS; `waiting` is true meanwhile.
 */
export function useFollowUpRequest({
  session,
  questions,
  questionStartedAt,
  elapsedBefore,
}: {
  session: InterviewSession;
  questions: OpenInterviewAttempt["questions"];
  questionStartedAt: number;
  elapsedBefore: number;
}) {
  const { overallSeconds, extraTimeSeconds, followUps } = session.attempt;
  const [waiting, setWaiting] = useState(false);
  const waitingRef = useRef(false);

  /** The AI interviewer's follow-up to the answer just given, if it has one within the wait. */
  const followUpTo = useCallback(
    async (slot: number, running: SegmentRecorder): Promise<FollowUpOffer | null> => {
      const current = questions[slot];
      const now = running.elapsedSeconds();
      const worthAsking =
        followUps.enabled &&
        current !== undefined &&
        !isFollowUp(current) &&
        now - questionStartedAt >= FOLLOW_UP_MIN_ANSWER_SECONDS &&
        followUpFits({
          overallSeconds,
          extraTimeSeconds,
          elapsedSeconds: elapsedBefore + now,
          followUpSeconds: followUps.timeLimitSeconds,
          remainingBaseLimits: baseLimits(questions.slice(slot + 1)),
        });
      const body = worthAsking ? session.followUpRequest(slot) : null;
      if (!body) return null;
      waitingRef.current = true;
      setWaiting(true);
      try {
        const outcome = await waitForFollowUp(
          (signal) => requestFollowUp(session.sessionId, body, signal),
          FOLLOW_UP_WAIT_MS,
        );
        return outcome.kind === "follow-up" ? outcome : null;
      } finally {
        waitingRef.current = false;
        setWaiting(false);
      }
    },
    [questions, followUps, questionStartedAt, overallSeconds, extraTimeSeconds, elapsedBefore, session],
  );

  return { waiting, waitingRef, followUpTo };
}
