import { Camera, CameraOff, Mic, MicOff, Volume2, VolumeX } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FollowUpOutcome } from "@shared/interviews/follow-up-contracts";
import { FOLLOW_UP_MIN_ANSWER_SECONDS, FOLLOW_UP_WAIT_MS, followUpFits } from "@shared/interviews/follow-up-timing";
import { baseCount, baseLimits, baseNumberOf, isFollowUp, withFollowUp } from "@shared/interviews/question-slots";
import { Button } from "@web/components/ui/button";
import { followUpSpeechUrl } from "../api/follow-up-speech";
import { requestFollowUp } from "../api/request-follow-up";
import { formatClock, interviewClock } from "../lib/recorder/clock";
import { waitForFollowUp } from "../lib/recorder/follow-up-wait";
import type { InterviewSession } from "../lib/recorder/interview-session";
import { chooseMimeType } from "../lib/recorder/recorder-settings";
import type { SegmentRecorder } from "../lib/recorder/segment-recorder";
import type { MediaStreamState } from "../lib/recorder/use-media-stream";
import { canReadAloud, useReadAloud } from "../lib/recorder/use-read-aloud";
import { SaveIndicator } from "./save-indicator";
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
  const { overallSeconds, extraTimeSeconds, followUps } = session.attempt;
  const [questions, setQuestions] = useState(session.attempt.questions);
  // Whether the provider reads follow-ups aloud: from the attempt, then as each offer says.
  const [providerSpeech, setProviderSpeech] = useState(followUps.speech);
  const [waiting, setWaiting] = useState(false);
  const waitingRef = useRef(false);
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

  /** The AI interviewer's follow-up to the answer just given, if it has one within the wait. */
  const followUpTo = useCallback(
    async (slot: number, running: SegmentRecorder): Promise<Extract<FollowUpOutcome, { kind: "follow-up" }> | null> => {
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
  }, [recorder, questionIndex, questions, session, finish, followUpTo]);

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
      else if (due.questionOver) void advance();
    }, 250);
    return () => clearInterval(timer);
  }, [recorder, clockBase, finish, advance]);

  // A follow-up is read by the provider's voice when the server has one; base questions by the browser's.
  const speechUrl =
    providerSpeech && question?.followUpId ? followUpSpeechUrl(session.sessionId, question.followUpId) : null;
  useReadAloud(recorder && question && !waiting ? question.text : null, speechUrl, muted);

  const cameraOn = media.access?.camera === "enabled";
  const micOn = media.access?.microphone === "enabled";
  const last = questionIndex >= questions.length - 1;

  return (
    <main id="main" className="mx-auto grid min-h-dvh w-full max-w-6xl content-start gap-4 px-4 py-4 sm:px-6 sm:py-6">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm font-semibold text-slate-700" aria-live="polite">
          Question {question ? baseNumberOf(questions, questionIndex) : questionIndex + 1} of {baseCount(questions)}
          {question && isFollowUp(question) ? " · follow-up" : null}
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
            {canReadAloud(providerSpeech) ? (
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
            {waiting ? null : (
              <span className="font-mono tabular-nums">
                <span className="sr-only">Time left for this question: </span>
                <span data-testid="question-timer">{formatClock(clock.questionLeft)}</span>
              </span>
            )}
          </div>
          <h1
            id="question-text"
            className="text-2xl leading-snug font-semibold sm:text-3xl"
            data-question={questionIndex}
          >
            {waiting ? "Thank you." : question?.text}
          </h1>
          <Button size="lg" onClick={last ? () => void finish() : () => void advance()} disabled={!recorder || waiting}>
            {last ? "Finish Interview" : "Next Question"}
          </Button>
        </section>
      </div>
    </main>
  );
}
