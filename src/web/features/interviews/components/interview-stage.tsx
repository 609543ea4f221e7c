import { Camera, CameraOff, Mic, MicOff, Volume2, VolumeX } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@web/components/ui/button";
import { formatClock, interviewClock } from "../lib/recorder/clock";
import type { InterviewSession } from "../lib/recorder/interview-session";
import { chooseMimeType } from "../lib/recorder/recorder-settings";
import type { SegmentRecorder } from "../lib/recorder/segment-recorder";
import type { MediaStreamState } from "../lib/recorder/use-media-stream";
import { canSpeak, useSpeech } from "../lib/recorder/use-speech";
import { SaveIndicator } from "./save-indicator";
import { SelfView } from "./self-view";

/**
 * The interview itself (DESIGN: a big mirrored self-view with the devices beside it, the
 * question large with its timer, "Question 3 of 7", the saved state shown quietly). Recording
 * starts with a new segment when this mounts; each question change is marked on the server. An
 * answer interrupted by a reload goes on unmarked (its mark stays where it began) with the time
 * it has left (decision 0019).
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
  const { questions, overallSeconds, extraTimeSeconds } = session.attempt;
  const [recorder, setRecorder] = useState<SegmentRecorder | null>(null);
  const [questionIndex, setQuestionIndex] = useState(startQuestion);
  // Seconds on this recorder's clock: an interrupted answer began before it (negative).
  const [questionStartedAt, setQuestionStartedAt] = useState(-spentSeconds);
  const [bytesFlowing, setBytesFlowing] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [muted, setMuted] = useState(false);
  const [elapsedBefore] = useState(() => session.elapsedBeforeSeconds());
  const started = useRef(false);
  const finishing = useRef(false);
  const stream = media.stream;

  useEffect(() => {
    if (started.current || !stream) return;
    started.current = true;
    const mimeType = chooseMimeType((type) => MediaRecorder.isTypeSupported(type));
    session.startSegment(stream, mimeType).then((running) => {
      setRecorder(running);
      if (spentSeconds === 0) session.markQuestion(startQuestion);
      void running.firstBytes.then(() => setBytesFlowing(true));
    }, onFailed);
  }, [session, stream, startQuestion, spentSeconds, onFailed]);

  const finish = useCallback(async () => {
    if (finishing.current) return;
    finishing.current = true;
    try {
      await session.stopRecording();
      stream?.getTracks().forEach((track) => track.stop());
      onFinished();
    } catch (error) {
      onFailed(error);
    }
  }, [session, stream, onFinished, onFailed]);

  const advance = useCallback(() => {
    if (!recorder || finishing.current) return;
    if (questionIndex >= questions.length - 1) {
      void finish();
      return;
    }
    const next = questionIndex + 1;
    session.markQuestion(next);
    setQuestionIndex(next);
    setQuestionStartedAt(recorder.elapsedSeconds());
  }, [recorder, questionIndex, questions.length, session, finish]);

  const question = questions[questionIndex];
  const questionLimit = question?.timeLimitSeconds ?? 0;
  const clockBase = useMemo(
    () => ({
      totalSeconds: overallSeconds + extraTimeSeconds,
      elapsedBeforeSeconds: elapsedBefore,
      questionLimitSeconds: questionLimit,
      questionStartedAtSeconds: questionStartedAt,
    }),
    [overallSeconds, extraTimeSeconds, elapsedBefore, questionLimit, questionStartedAt],
  );
  const clock = interviewClock({ ...clockBase, elapsedNowSeconds: elapsed });

  // Each tick redraws the timers and, when time is up, moves on: the overall timer at 0 finishes.
  useEffect(() => {
    if (!recorder) return;
    const timer = setInterval(() => {
      const now = recorder.elapsedSeconds();
      setElapsed(now);
      const due = interviewClock({ ...clockBase, elapsedNowSeconds: now });
      if (due.overallOver) void finish();
      else if (due.questionOver) advance();
    }, 250);
    return () => clearInterval(timer);
  }, [recorder, clockBase, finish, advance]);

  useSpeech(recorder && question ? question.text : null, muted);

  const cameraOn = media.access?.camera === "enabled";
  const micOn = media.access?.microphone === "enabled";
  const last = questionIndex >= questions.length - 1;

  return (
    <main id="main" className="mx-auto grid min-h-dvh w-full max-w-6xl content-start gap-4 px-4 py-4 sm:px-6 sm:py-6">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm font-semibold text-slate-700" aria-live="polite">
          Question {questionIndex + 1} of {questions.length}
        </p>
        <SaveIndicator session={session} />
        <p className="font-mono text-lg font-semibold tabular-nums">
          <span className="sr-only">Time left in the interview: </span>
          <span data-testid="overall-timer">{formatClock(clock.overallLeft)}</span>
        </p>
      </header>

      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-3">
          <SelfView stream={stream} className="aspect-[4/3] w-full sm:aspect-video" />
          <div className="flex flex-wrap items-center gap-2" aria-label="Devices">
            <Button variant="outline" aria-pressed={cameraOn} onClick={() => media.setEnabled("camera", !cameraOn)}>
              {cameraOn ? <Camera aria-hidden="true" /> : <CameraOff aria-hidden="true" />}
              {cameraOn ? "Camera on" : "Camera off"}
            </Button>
            <Button variant="outline" aria-pressed={micOn} onClick={() => media.setEnabled("microphone", !micOn)}>
              {micOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
              {micOn ? "Microphone on" : "Microphone off"}
            </Button>
            {canSpeak() ? (
              <Button variant="ghost" aria-pressed={muted} onClick={() => setMuted((value) => !value)}>
                {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
                {muted ? "Read aloud off" : "Read aloud on"}
              </Button>
            ) : null}
          </div>
        </div>

        <section aria-labelledby="question-text" className="grid content-start gap-4">
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>{recorder && bytesFlowing ? "Recording" : "Starting the camera recording..."}</span>
            <span className="font-mono tabular-nums">
              <span className="sr-only">Time left for this question: </span>
              <span data-testid="question-timer">{formatClock(clock.questionLeft)}</span>
            </span>
          </div>
          <h1
            id="question-text"
            className="text-2xl leading-snug font-semibold sm:text-3xl"
            data-question={questionIndex}
          >
            {question?.text}
          </h1>
          <Button size="lg" onClick={last ? () => void finish() : advance} disabled={!recorder}>
            {last ? "Finish Interview" : "Next Question"}
          </Button>
        </section>
      </div>
    </main>
  );
}
