import { AlertTriangle, CheckCircle2, MonitorX, Video } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import { ErrorCode } from "@shared/http/error-codes";
import { recordingMessages } from "@shared/interviews/recording-contracts";
import { Button } from "@web/components/ui/button";
import { isApiError } from "@web/lib/http/api-client";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { saveInterviewConsent } from "../api/save-interview-consent";
import { formatClock } from "../lib/recorder/clock";
import { InterviewSession, type ResumePoint } from "../lib/recorder/interview-session";
import { noVideoMarkFor, thisBrowser } from "../lib/recorder/no-video-mark";
import { UNSUPPORTED_RECORDING, canRecord, recordingMimeType } from "../lib/recorder/recorder-settings";
import { useMediaStream } from "../lib/recorder/use-media-stream";
import { DeviceSetup } from "./device-setup";
import { InterviewComplete } from "./interview-complete";
import { InterviewPrep } from "./interview-prep";
import { InterviewStage } from "./interview-stage";
import { ResumeChoice } from "./resume-choice";
import { RunnerNotice } from "./runner-notice";
import { baseNumberOf, isFollowUp } from "@shared/interviews/question-slots";

type Opening =
  | { kind: "loading" }
  | { kind: "unsupported" }
  | { kind: "completed" }
  | { kind: "elsewhere"; message: string }
  /** The recorder started but gave no bytes: this browser cannot record the interview. */
  | { kind: "no-bytes"; message: string }
  | { kind: "error"; message: string }
  | { kind: "open"; session: InterviewSession };

type Phase = "prep" | "devices" | "interview" | "complete";

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong. Please reload the page.";

/**
 * The interview page (prep, device setup, interview, complete) for one interview, whose id
 * `loadInterviewId` finds. Full screen: no workspace shell, nothing that distracts.
 */
export function InterviewRunner({ loadInterviewId }: { loadInterviewId: () => Promise<string> }) {
  usePageMeta({ title: "Interview", description: "Record your AI interview." });
  const [opening, setOpening] = useState<Opening>(() => (canRecord() ? { kind: "loading" } : { kind: "unsupported" }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!canRecord()) return;
    let closed = false;
    let opened: InterviewSession | null = null;
    (async () => {
      try {
        const interviewId = await loadInterviewId();
        const result = await InterviewSession.open(interviewId);
        if (result.kind === "open") {
          opened = result.session;
          if (closed) return result.session.close();
          result.session.onLeaseLost((error) => setOpening({ kind: "elsewhere", message: errorText(error) }));
          // Nothing more can be recorded here: hand the interview back at once for another browser.
          const session = result.session;
          session.onNoBytes((error) => {
            session.close();
            setOpening({ kind: "no-bytes", message: error.message });
          });
          setOpening({ kind: "open", session: result.session });
        } else if (!closed) {
          setOpening(
            result.kind === "completed" ? { kind: "completed" } : { kind: "elsewhere", message: result.message },
          );
        }
      } catch (error) {
        if (closed) return;
        if (
          isApiError(error) &&
          error.code === ErrorCode.conflict &&
          error.message === recordingMessages.alreadyCompleted
        )
          setOpening({ kind: "completed" });
        else setOpening({ kind: "error", message: errorText(error) });
      }
    })();
    return () => {
      closed = true;
      opened?.close();
    };
  }, [loadInterviewId, attempt]);

  switch (opening.kind) {
    case "loading":
      return (
        <main id="main" className="flex min-h-dvh items-center justify-center">
          <p role="status" className="text-muted-foreground">
            Preparing your interview...
          </p>
        </main>
      );
    case "unsupported":
      return (
        <RunnerNotice icon={MonitorX} title={UNSUPPORTED_RECORDING.title}>
          <p role="alert">{UNSUPPORTED_RECORDING.description}</p>
        </RunnerNotice>
      );
    case "completed":
      return (
        <RunnerNotice icon={CheckCircle2} title="Already recorded">
          <p>This interview has already been recorded. You can watch it and see its feedback from your dashboard.</p>
        </RunnerNotice>
      );
    case "no-bytes":
      return (
        <RunnerNotice icon={MonitorX} title={UNSUPPORTED_RECORDING.title}>
          <p role="alert">{opening.message}</p>
        </RunnerNotice>
      );
    case "elsewhere":
      return (
        <RunnerNotice
          icon={Video}
          title="Open somewhere else"
          action={<Button onClick={() => setAttempt((count) => count + 1)}>Try again</Button>}
        >
          <p>{opening.message}</p>
        </RunnerNotice>
      );
    case "error":
      return (
        <RunnerNotice
          icon={AlertTriangle}
          title="The interview could not start"
          action={<Button onClick={() => setAttempt((count) => count + 1)}>Try again</Button>}
        >
          <p role="alert">{opening.message}</p>
        </RunnerNotice>
      );
    case "open":
      return <InterviewPhases session={opening.session} />;
  }
}

function InterviewPhases({ session }: { session: InterviewSession }) {
  const media = useMediaStream();
  const [phase, setPhase] = useState<Phase>("prep");
  const [resume, setResume] = useState<ResumePoint>(() => session.resumePoint());
  const [leftoversUploaded, setLeftoversUploaded] = useState(resume.kind !== "same-device");
  const [startQuestion, setStartQuestion] = useState<number | null>(resume.kind === "fresh" ? 0 : null);
  const [spentSeconds, setSpentSeconds] = useState(0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // This browser's last recording gave no video: the device check says so (decision 0076).
  const [noVideoBefore] = useState(() => noVideoMarkFor(window.localStorage, thisBrowser(recordingMimeType())));

  useEffect(() => {
    if (resume.kind !== "same-device" || leftoversUploaded) return;
    let current = true;
    session.putLeftovers().then(
      () => {
        if (!current) return;
        const point = session.resumePoint();
        setResume(point);
        setStartQuestion(point.kind === "same-device" ? point.questionIndex : 0);
        setSpentSeconds(point.kind === "same-device" ? point.spentSeconds : 0);
        setLeftoversUploaded(true);
      },
      (thrown: unknown) => current && setError(errorText(thrown)),
    );
    return () => {
      current = false;
    };
  }, [session, resume.kind, leftoversUploaded]);

  // Each phase opens at its top: a phone keeps the scroll position of the longer page before.
  // (Braces: newer browsers' scrollTo returns a promise, which React would take for a cleanup.)
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [phase]);

  const onFailed = useCallback((thrown: unknown) => setError(errorText(thrown)), []);
  const onFinished = useCallback(() => setPhase("complete"), []);
  const questionCount = session.attempt.questions.length;

  if (phase === "prep") {
    const allAnswered = startQuestion !== null && startQuestion >= questionCount;
    const resumeNote = allAnswered
      ? "Welcome back. Every question has been answered; continue to save your interview."
      : resume.kind === "same-device"
        ? leftoversUploaded
          ? welcomeBack(resume.answersWithBytes, startQuestion ?? 0, spentSeconds, session)
          : "Welcome back. What this device recorded is being uploaded; you will then continue where you left off."
        : startQuestion !== null && startQuestion > 0
          ? `You will continue with question ${startQuestion + 1}.`
          : null;
    return (
      <>
        {resume.kind === "other-device" && startQuestion === null ? (
          <div className="mx-auto w-full max-w-3xl px-4 pt-8 sm:px-6">
            <ResumeChoice
              continueFrom={resume.continueFrom}
              questionCount={questionCount}
              onChoose={async (mode) => setStartQuestion(await session.rewind(mode))}
            />
          </div>
        ) : null}
        <InterviewPrep
          attempt={session.attempt}
          resumeNote={resumeNote}
          saving={saving}
          error={error}
          onContinue={({ extraTimeSeconds, humanReviewOnly }) => {
            setSaving(true);
            setError(null);
            saveInterviewConsent(session.attempt.interviewId, { extraTimeSeconds, humanReviewOnly })
              .then(async () => {
                await session.refresh();
                // Nothing left to record (the page closed during the last answer): just save it.
                setPhase(allAnswered ? "complete" : "devices");
              }, onFailed)
              .finally(() => setSaving(false));
          }}
        />
      </>
    );
  }

  if (phase === "devices") {
    const waitingFor = !leftoversUploaded
      ? "Uploading your earlier answers from this device..."
      : startQuestion === null
        ? "Choose whether to continue or start again (on the previous page)."
        : null;
    return (
      <>
        {error ? (
          <p role="alert" className="mx-auto max-w-5xl px-4 pt-4 text-sm text-rose-700">
            {error}
          </p>
        ) : null}
        <DeviceSetup
          media={media}
          durable={session.durable}
          noVideoBefore={noVideoBefore}
          waitingFor={waitingFor}
          onStart={() => setPhase(startQuestion !== null && startQuestion >= questionCount ? "complete" : "interview")}
        />
      </>
    );
  }

  if (phase === "interview" && startQuestion !== null) {
    return (
      <>
        {error ? (
          <p role="alert" className="mx-auto max-w-6xl px-4 pt-4 text-sm text-rose-700">
            {error}
          </p>
        ) : null}
        <InterviewStage
          session={session}
          media={media}
          startQuestion={startQuestion}
          spentSeconds={spentSeconds}
          onFinished={onFinished}
          onFailed={onFailed}
        />
      </>
    );
  }

  return <InterviewComplete session={session} />;
}

/** Counts only answers with bytes on the server or in this browser (decision 0019). */
function welcomeBack(answers: number, question: number, spentSeconds: number, session: InterviewSession): string {
  const saved =
    answers === 0
      ? "Nothing from before reached us."
      : answers === 1
        ? "1 answer is saved."
        : `${answers} answers are saved.`;
  const { questions } = session.attempt;
  // "question 3", or "the follow-up to question 3" (decision 0055).
  const slot = questions[question];
  const number = slot ? baseNumberOf(questions, question) : question + 1;
  const which = slot && isFollowUp(slot) ? `the follow-up to question ${number}` : `question ${number}`;
  if (spentSeconds === 0) return `Welcome back. ${saved} You will continue with ${which}.`;
  const limit = questions[question]?.timeLimitSeconds ?? 0;
  return `Welcome back. ${saved} You will continue ${which} where it stopped, with the ${formatClock(limit - spentSeconds)} it had left.`;
}
