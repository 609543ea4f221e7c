import { type RefObject, useCallback, useState } from "react";
import { withFollowUp } from "@shared/interviews/question-slots";
import type { InterviewSession } from "../../lib/recorder/interview-session";
import type { SegmentRecorder } from "../../lib/recorder/segment-recorder";
import { useFollowUpRequest } from "./use-follow-up-request";

/**
 * The question on screen and moving on from it: at Next, a follow-up when the interviewer has
 * one, else the next question, each marked on the server; the last question finishes.
 */
export function useQuestionFlow({
  session,
  recorder,
  startQuestion,
  spentSeconds,
  elapsedBefore,
  finish,
  finishing,
}: {
  session: InterviewSession;
  recorder: SegmentRecorder | null;
  startQuestion: number;
  spentSeconds: number;
  elapsedBefore: number;
  finish: () => Promise<void>;
  finishing: RefObject<boolean>;
}) {
  const [questions, setQuestions] = useState(session.attempt.questions);
  // Whether the provider reads follow-ups aloud: from the attempt, then as each offer says.
  const [providerSpeech, setProviderSpeech] = useState(session.attempt.followUps.speech);
  const [questionIndex, setQuestionIndex] = useState(startQuestion);
  // Seconds on this recorder's clock: an interrupted answer began before it (negative).
  const [questionStartedAt, setQuestionStartedAt] = useState(-spentSeconds);
  const { waiting, waitingRef, followUpTo } = useFollowUpRequest({
    session,
    questions,
    questionStartedAt,
    elapsedBefore,
  });

  const advance = useCallback(async () => {
    if (!recorder || finishing.current || waitingRef.current) return;
    if (questionIndex >= questions.length - 1) {
      void finish();
      return;
    }
    const next = questionIndex + 1;
    const followUp = await followUpTo(questionIndex, recorder);
    // The overall time ran out while waiting: the interview is finishing.
    if (finishing.current) return;
    if (followUp) {
      setQuestions(
        withFollowUp(questions, questionIndex, {
          text: followUp.text,
          timeLimitSeconds: followUp.timeLimitSeconds,
          followUpOf: questionIndex,
          followUpId: followUp.followUpId,
        }),
      );
      setProviderSpeech(followUp.speech);
    }
    session.markQuestion(next, followUp?.followUpId);
    setQuestionIndex(next);
    setQuestionStartedAt(recorder.elapsedSeconds());
  }, [recorder, questionIndex, questions, session, finish, followUpTo, finishing, waitingRef]);

  return { questions, questionIndex, questionStartedAt, providerSpeech, waiting, advance };
}
