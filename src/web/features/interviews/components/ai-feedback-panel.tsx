import { AlertTriangle, Hourglass, Sparkles, UserRound } from "lucide-react";
import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { evaluationMessages, type EvaluationView } from "@shared/evaluation/evaluation-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/api-error";
import { useInterviewEvaluation } from "@web/lib/interview-evaluation";
import { HumanReviewSection } from "./feedback/human-review-request";
import { YourTranscripts } from "./feedback/your-transcripts";

/**
 * The AI Feedback tab (decision 0050): the same evidence and scores the company sees, when the
 * candidate may see them (the network interview always; a posting's interview when the company
 * shares it, which the server decides), a short summary written for the candidate, and their
 * two actions: correcting a transcript and asking a person to review it.
 */
export function AiFeedbackPanel({ interview }: { interview: CandidateInterviewDetail }) {
  if (!interview.completed) {
    return (
      <EmptyState icon={Sparkles} title="Not evaluated yet">
        <p>Feedback appears here after you record this interview and it has been evaluated.</p>
      </EmptyState>
    );
  }
  return <CompletedInterviewFeedback interview={interview} />;
}

function CompletedInterviewFeedback({ interview }: { interview: CandidateInterviewDetail }) {
  const evaluation = useInterviewEvaluation(interview.id);
  if (evaluation.isPending) return <FeedbackSkeleton />;
  if (evaluation.isError) {
    if (isApiError(evaluation.error) && evaluation.error.status === 404) return <NoFeedback interview={interview} />;
    return (
      <EmptyState
        icon={Sparkles}
        title="The AI feedback did not load"
        action={
          <Button variant="outline" onClick={() => void evaluation.refetch()} loading={evaluation.isFetching}>
            Try again
          </Button>
        }
      >
        <p>{evaluation.error.message}</p>
      </EmptyState>
    );
  }
  return <CandidateEvaluation evaluation={evaluation.data} reviewer={interview.companyName ?? "OneTake"} />;
}

/** Nothing the candidate may see: said plainly, and why. */
export function NoFeedback({ interview }: { interview: CandidateInterviewDetail }) {
  if (interview.isNetworkInterview || interview.companyName === null) {
    return (
      <EmptyState icon={Sparkles} title="Not evaluated yet">
        <p>{evaluationMessages.notFound} Feedback and a score appear here once it has been evaluated.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={UserRound} title="AI feedback is not shared for this interview">
      <p>
        {interview.companyName} reviews this interview and has not shared its AI feedback with you. A person at{" "}
        {interview.companyName} decides on your application, not the AI.
      </p>
    </EmptyState>
  );
}

const inProgressText = {
  queued: "Your interview is waiting to be evaluated.",
  transcribing: "Your answers are being transcribed.",
  evaluating: "Your answers are being evaluated.",
} as const;

export function CandidateEvaluation({ evaluation, reviewer }: { evaluation: EvaluationView; reviewer: string }) {
  const corrected = evaluation.questions.some((question) => question.transcript?.correction);
  return (
    <div className="grid gap-4">
      {evaluation.status !== "done" && evaluation.status !== "failed" && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-blue-200 bg-info-tint p-3 text-sm text-info"
        >
          <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {corrected ? "Re-evaluation in progress with your correction. " : ""}
            {inProgressText[evaluation.status]} This page shows the result when it is ready.
          </span>
        </p>
      )}
      {evaluation.status === "failed" && (
        <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-warning-tint p-3 text-sm text-warning">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            The evaluation of your interview did not finish. {reviewer} can run it again; your recording is not
            affected.
          </span>
        </p>
      )}
      {evaluation.humanReviewOnly && (
        <p className="rounded-md border border-border bg-muted p-3 text-sm">
          You chose a human-only review: this interview gets no AI score. A person reviews your recording.
        </p>
      )}
      {evaluation.candidateSummary && (
        <section
          aria-labelledby="candidate-summary-title"
          className="grid gap-1 rounded-lg border border-indigo-200 bg-primary-tint p-4"
        >
          <h2 id="candidate-summary-title" className="text-base font-semibold">
            Feedback for you
          </h2>
          <p className="leading-relaxed whitespace-pre-line">{evaluation.candidateSummary}</p>
        </section>
      )}
      <HumanReviewSection evaluation={evaluation} reviewer={reviewer} />
      <YourTranscripts evaluation={evaluation} />
    </div>
  );
}

function FeedbackSkeleton() {
  return (
    <div role="status" aria-label="Loading AI feedback" className="grid gap-4">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
