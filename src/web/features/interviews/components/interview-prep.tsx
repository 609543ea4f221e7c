import { useState } from "react";
import type { OpenInterviewAttempt } from "@shared/interviews/runner-contracts";
import { Button } from "@web/components/ui/button";
import { isFollowUp } from "@shared/interviews/question-slots";
import { AccommodationsCard } from "./interview-prep/accommodations-card";
import { PrepHeader } from "./interview-prep/prep-header";
import { WhatIsRecordedCard } from "./interview-prep/what-is-recorded-card";
import { WhatToExpectCard } from "./interview-prep/what-to-expect-card";

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
  const [consent, setConsent] = useState(attempt.consentedAt !== null);
  const [extraTimeSeconds, setExtraTimeSeconds] = useState(attempt.extraTimeSeconds);
  const [humanReviewOnly, setHumanReviewOnly] = useState(attempt.humanReviewOnly);
  // The questions every candidate is asked; a follow-up already asked is part of its question.
  const baseQuestions = attempt.questions.filter((question) => !isFollowUp(question));

  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <PrepHeader attempt={attempt} questionCount={baseQuestions.length} />

      {resumeNote ? (
        <p role="status" className="rounded-md border border-indigo-200 bg-primary-tint p-4 text-sm">
          {resumeNote}
        </p>
      ) : null}

      <WhatToExpectCard questions={baseQuestions} followUps={attempt.followUps} />
      <WhatIsRecordedCard
        attempt={attempt}
        humanReviewOnly={humanReviewOnly}
        onHumanReviewOnlyChange={setHumanReviewOnly}
        consent={consent}
        onConsentChange={setConsent}
      />
      <AccommodationsCard
        extraTimeSeconds={extraTimeSeconds}
        onChange={setExtraTimeSeconds}
        recordingStarted={attempt.segments.length > 0}
      />

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
