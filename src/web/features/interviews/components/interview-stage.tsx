import { useState } from "react";
import { followUpSpeechUrl } from "../api/interviewer/follow-up-speech";
import type { InterviewSession } from "../lib/recorder/interview-session";
import type { MediaStreamState } from "../lib/recorder/use-media-stream";
import { useReadAloud } from "../lib/recorder/use-read-aloud";
import { DeviceControls } from "./interview-stage/device-controls";
import { QuestionPanel } from "./interview-stage/question-panel";
import { StageHeader } from "./interview-stage/stage-header";
import { useFinishInterview } from "./interview-stage/use-finish-interview";
import { useInterviewTimers } from "./interview-stage/use-interview-timers";
import { useQuestionFlow } from "./interview-stage/use-question-flow";
import { useSegmentRecording } from "./interview-stage/use-segment-recording";
import { SelfView } from "./self-view";

/**
 * The interview itself (DESIGN: a big mirrored self-view with the devices beside it, the
 * question large with its timer, "Question 3 of 7", the saved state shown quietly). Recording
 * starts with a new segment when this mounts; each question change is marked on the server. An
 * answer interrupted by a reload goes on unmarked (its mark stays where it began) with the time
 * it has left (decision 0019).
 *
 * At Next the AI interviewer may ask one follow-up about the answer just given (decision 0055):
 * the page says "Thank you." for at most 3 s while it asks, then shows the follow-up or the next
 * question. It does not ask when it already knows there will be none: follow-ups off, a short
 * answer, a follow-up or the last question, or too little time left for the questions to come.
 */
export function InterviewStage({
  session,
  media,
  startQuestion,
  spentSeconds = 0,
  onFinished,
  onFailed,
}: {
  session: InterviewSession;
  media: MediaStreamState;
  startQuestion: number;
  /** Seconds of `startQuestion`'s answer recorded before a reload; 0 for a question starting now. */
  spentSeconds?: number;
  onFinished: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { overallSeconds, extraTimeSeconds } = session.attempt;
  const stream = media.stream;
  const [muted, setMuted] = useState(false);
  const [elapsedBefore] = useState(() => session.elapsedBeforeSeconds());
  const recorder = useSegmentRecording({ session, stream, startQuestion, spentSeconds, onFailed });
  const { finish, finishing } = useFinishInterview({ session, stream, onFinished, onFailed });
  const flow = useQuestionFlow({ session, recorder, startQuestion, spentSeconds, elapsedBefore, finish, finishing });
  const { questions, questionIndex, waiting } = flow;
  const question = questions[questionIndex];
  const clock = useInterviewTimers({
    recorder,
    totalSeconds: overallSeconds + extraTimeSeconds,
    elapsedBefore,
    questionLimit: question?.timeLimitSeconds ?? 0,
    questionStartedAt: flow.questionStartedAt,
    finish,
    advance: flow.advance,
  });

  // A follow-up is read by the provider's voice when the server has one; base questions by the browser's.
  const speechUrl =
    flow.providerSpeech && question?.followUpId ? followUpSpeechUrl(session.sessionId, question.followUpId) : null;
  useReadAloud(recorder && question && !waiting ? question.text : null, speechUrl, muted);

  const last = questionIndex >= questions.length - 1;

  return (
    <main id="main" className="mx-auto grid min-h-dvh w-full max-w-6xl content-start gap-4 px-4 py-4 sm:px-6 sm:py-6">
      <StageHeader
        session={session}
        questions={questions}
        questionIndex={questionIndex}
        overallLeft={clock.overallLeft}
      />
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-3">
          <SelfView stream={stream} className="aspect-[4/3] w-full sm:aspect-video" />
          <DeviceControls
            media={media}
            providerSpeech={flow.providerSpeech}
            muted={muted}
            onToggleMuted={() => setMuted((value) => !value)}
          />
        </div>
        <QuestionPanel
          questionIndex={questionIndex}
          questionText={question?.text}
          questionLeft={clock.questionLeft}
          recording={recorder !== null}
          waiting={waiting}
          last={last}
          onNext={last ? () => void finish() : () => void flow.advance()}
        />
      </div>
    </main>
  );
}
