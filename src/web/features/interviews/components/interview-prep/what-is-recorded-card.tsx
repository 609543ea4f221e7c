import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { NEVER_SCORED } from "@shared/evaluation/rubric";
import { AI_NOTICE_ANCHOR } from "@shared/postings/ai-notice-contracts";
import type { OpenInterviewAttempt } from "@shared/interviews/runner-contracts";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { ReviewChoiceFieldset } from "./review-choice-fieldset";

/** "a, b or c" */
const inWords = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;

/** What is recorded and how the AI evaluates it (decision 0050), the review choice and the consent. */
export function WhatIsRecordedCard({
  attempt,
  humanReviewOnly,
  onHumanReviewOnlyChange,
  consent,
  onConsentChange,
}: {
  attempt: OpenInterviewAttempt;
  humanReviewOnly: boolean;
  onHumanReviewOnlyChange: (humanReviewOnly: boolean) => void;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
}) {
  const consentId = useId();
  return (
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
        <RecordingFacts evidenceShared={attempt.evidenceShared} />
        {attempt.postingId ? <EvaluationNoticeLink postingId={attempt.postingId} /> : null}
        <ReviewChoiceFieldset humanReviewOnly={humanReviewOnly} onChange={onHumanReviewOnlyChange} />
        <div className="flex items-start gap-3">
          <Checkbox
            id={consentId}
            checked={consent}
            onCheckedChange={(value) => onConsentChange(value === true)}
            className="mt-0.5"
          />
          <Label htmlFor={consentId}>I understand what is recorded and evaluated, and I agree.</Label>
        </div>
      </CardContent>
    </Card>
  );
}

function RecordingFacts({ evidenceShared }: { evidenceShared: boolean }) {
  return (
    <ul className="grid list-disc gap-1 pl-5">
      <li>We record your camera and microphone from the first question until you finish.</li>
      <li>
        The AI evaluates only what you say: a transcript of each answer is compared with a rubric written for that
        question, which describes what answers at each level from 1 to 5 contain.
      </li>
      <li>
        It never evaluates {inWords(NEVER_SCORED)}. No facial or visual analysis is done. Your video is only watched by
        people.
      </li>
      <li>
        Every claim the AI makes cites your own words, with the second you said them, and our server checks each quote
        against your transcript.
      </li>
      <li>A person always decides. The AI never accepts or rejects anyone.</li>
      <li>
        {evidenceShared
          ? "You see the same evidence and scores as the company, and you can correct your transcript and ask for a human review."
          : "This company keeps the AI assessment for its reviewers. If you prefer that no AI assesses you, choose a human review below."}
      </li>
      <li>
        Companies you apply to, and those who find you in the candidate pool, can watch the recording. You can share it
        yourself, and re-record it.
      </li>
    </ul>
  );
}

/** The link to the posting's published AI notice. */
function EvaluationNoticeLink({ postingId }: { postingId: string }) {
  return (
    <p>
      <Link
        to={`/jobs/${postingId}#${AI_NOTICE_ANCHOR}`}
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
  );
}
