import { ClipboardList, Clock, RotateCcw, ShieldCheck, UserCheck } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { NEVER_SCORED } from "@shared/evaluation/rubric";
import { AI_NOTICE_ANCHOR } from "@shared/postings/ai-notice-contracts";
import { MAX_RERECORDS_PER_APPLICATION } from "@shared/interviews/network-interview";
import { EXTRA_TIME_CHOICES, type OpenInterviewAttempt } from "@shared/interviews/runner-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { formatClock } from "../lib/recorder/clock";
import { isFollowUp } from "@shared/interviews/question-slots";

const extraTimeLabels: Record<number, string> = { 0: "No extra time", 300: "5 extra minutes", 600: "10 extra minutes" };

/** "a, b or c" */
const inWords = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;

const reviewChoices = [
  {
    humanReviewOnly: false,
    label: "AI-assisted review",
    hint: "The AI assesses your transcript against each question's rubric, citing your words; a person reviews it and decides.",
  },
  {
    humanReviewOnly: true,
    label: "Human review only",
    hint: "No AI assessment and no AI score: people review your recording. Reviewers see that you chose this, so they know why there is no score.",
  },
] as const;

/**
 * What to expect, what is recorded and how the AI evaluates it (decision 0050), the choice of
 * a human-only review, and extra time. The consent, the review choice and any extra time are
 * saved on the interview before the device setup.
 */
export function InterviewPrep({
  attempt,
  resumeNote,
  saving,
  error,
  onContinue,
}: {
  attempt: OpenInterviewAttempt;
  /** Shown when this interview was interrupted earlier. */
  resumeNote: string | null;
  saving: boolean;
  error: string | null;
  onContinue: (choice: { extraTimeSeconds: number; humanReviewOnly: boolean }) => void;
}) {
  const consentId = useId();
  const reviewHintId = useId();
  const [consent, setConsent] = useState(attempt.consentedAt !== null);
  const [extraTimeSeconds, setExtraTimeSeconds] = useState(attempt.extraTimeSeconds);
  const [humanReviewOnly, setHumanReviewOnly] = useState(attempt.humanReviewOnly);
  const recordingStarted = attempt.segments.length > 0;
  // A posting's own questions may take only a few minutes (decision 0033): never "0 minutes".
  const minutes = Math.max(1, Math.ceil(attempt.overallSeconds / 60));
  // The questions every candidate is asked; a follow-up already asked is part of its question.
  const baseQuestions = attempt.questions.filter((question) => !isFollowUp(question));

  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold sm:text-3xl">Your AI interview</h1>
        <p className="text-muted-foreground">
          {baseQuestions.length === 1 ? "1 question" : `${baseQuestions.length} questions`},{" "}
          {minutes === 1 ? "1 minute" : `${minutes} minutes`}
          {attempt.extraTimeSeconds > 0 ? ` plus ${Math.round(attempt.extraTimeSeconds / 60)} extra minutes` : ""}.
          Answer each question out loud; the recording is saved as you go.
        </p>
        <p className="flex items-center gap-2 text-sm font-medium">
          <RotateCcw className="size-4" aria-hidden="true" />
          {attempt.rerecordsLeft} of {MAX_RERECORDS_PER_APPLICATION} re-records left
        </p>
      </header>

      {resumeNote ? (
        <p role="status" className="rounded-md border border-indigo-200 bg-primary-tint p-4 text-sm">
          {resumeNote}
        </p>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              <ClipboardList className="size-5" aria-hidden="true" />
              What to expect
            </h2>
          </CardTitle>
          <CardDescription>The questions, in order. Each has its own time limit.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ol className="grid list-decimal gap-2 pl-5 text-sm">
            {baseQuestions.map((question, index) => (
              <li key={index}>
                {question.text}{" "}
                <span className="text-muted-foreground">({formatClock(question.timeLimitSeconds)})</span>
              </li>
            ))}
          </ol>
          {attempt.followUps.enabled && (
            <p className="text-sm text-pretty">
              After a question, an AI interviewer may ask you one short follow-up about what you just said, with{" "}
              {attempt.followUps.timeLimitSeconds} seconds to answer. It never asks about your age, family, health,
              religion, nationality, ethnicity, sexuality, disability or pay. Your answer to it is assessed with that
              question, and people, not the AI, make every hiring decision.
            </p>
          )}
          <div className="grid gap-1 text-sm">
            <p className="font-medium">Tips</p>
            <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
              <li>Find a quiet place with light on your face, and look at the camera.</li>
              <li>
                In the device setup you can record a practice answer: it is not scored and never leaves this device.
              </li>
              <li>Take a breath before each answer; specific examples beat general claims.</li>
              <li>Move on with Next Question whenever you are done; you do not have to use all the time.</li>
              <li>
                If the connection drops or the page closes, your answers stay on this device and you can continue.
              </li>
            </ul>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              <ShieldCheck className="size-5" aria-hidden="true" />
              What is recorded and what the AI evaluates
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <ul className="grid list-disc gap-1 pl-5">
            <li>We record your camera and microphone from the first question until you finish.</li>
            <li>
              The AI evaluates only what you say: a transcript of each answer is compared with a rubric written for that
              question, which describes what answers at each level from 1 to 5 contain.
            </li>
            <li>
              It never evaluates {inWords(NEVER_SCORED)}. No facial or visual analysis is done. Your video is only
              watched by people.
            </li>
            <li>
              Every claim the AI makes cites your own words, with the second you said them, and our server checks each
              quote against your transcript.
            </li>
            <li>A person always decides. The AI never accepts or rejects anyone.</li>
            <li>
              {attempt.evidenceShared
                ? "You see the same evidence and scores as the company, and you can correct your transcript and ask for a human review."
                : "This company keeps the AI assessment for its reviewers. If you prefer that no AI assesses you, choose a human review below."}
            </li>
            <li>
              Companies you apply to, and those who find you in the candidate pool, can watch the recording. You can
              share it yourself, and re-record it.
            </li>
          </ul>
          {attempt.postingId ? (
            <p>
              <Link
                to={`/jobs/${attempt.postingId}#${AI_NOTICE_ANCHOR}`}
                target="_blank"
                rel="noopener"
                className="font-medium text-indigo-700 underline underline-offset-4"
              >
                How this interview is evaluated
              </Link>{" "}
              <span className="text-muted-foreground">
                (opens in a new tab): the competencies assessed in each answer, and how to ask for another process.
              </span>
            </p>
          ) : null}
          <fieldset className="grid gap-2" aria-describedby={reviewHintId}>
            <legend className="mb-1 flex items-center gap-2 font-medium">
              <UserCheck className="size-4" aria-hidden="true" />
              How your answers are reviewed
            </legend>
            <p id={reviewHintId} className="text-muted-foreground">
              You can change this until you finish the interview.
            </p>
            {reviewChoices.map((choice) => (
              <label
                key={choice.label}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="review-choice"
                  value={choice.humanReviewOnly ? "human" : "ai-assisted"}
                  checked={humanReviewOnly === choice.humanReviewOnly}
                  onChange={() => setHumanReviewOnly(choice.humanReviewOnly)}
                  className="mt-0.5 size-4 accent-indigo-600"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{choice.label}</span>
                  <span className="text-muted-foreground">{choice.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex items-start gap-3">
            <Checkbox
              id={consentId}
              checked={consent}
              onCheckedChange={(value) => setConsent(value === true)}
              className="mt-0.5"
            />
            <Label htmlFor={consentId}>I understand what is recorded and evaluated, and I agree.</Label>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              <Clock className="size-5" aria-hidden="true" />
              Accommodations
            </h2>
          </CardTitle>
          <CardDescription>
            If you need more time (for example for a disability or a language you are still learning), ask for it here.
            Companies never see that extra time was given: your timer is simply longer.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset className="grid gap-2" disabled={recordingStarted}>
            <legend className="sr-only">Extra time</legend>
            {EXTRA_TIME_CHOICES.map((seconds) => (
              <label key={seconds} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="extra-time"
                  value={seconds}
                  checked={extraTimeSeconds === seconds}
                  onChange={() => setExtraTimeSeconds(seconds)}
                  className="size-4 accent-indigo-600"
                />
                {extraTimeLabels[seconds]}
              </label>
            ))}
            {recordingStarted ? (
              <p className="text-sm text-muted-foreground">Extra time cannot change once recording has begun.</p>
            ) : null}
          </fieldset>
        </CardContent>
      </Card>

      {error ? (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button
          size="lg"
          disabled={!consent}
          loading={saving}
          onClick={() => onContinue({ extraTimeSeconds, humanReviewOnly })}
          className="w-full sm:w-auto"
        >
          Continue to Device Setup
        </Button>
      </div>
    </main>
  );
}
