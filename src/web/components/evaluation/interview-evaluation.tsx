import type { ReactNode } from "react";
import type { EvaluationView } from "@shared/evaluation/evaluation-contracts";
import type { RecordingPlayerProps } from "@web/components/media/recording-player";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { interviewCaptionsUrl, isNoEvaluation, useInterviewEvaluation } from "@web/lib/interviews/interview-evaluation";
import { EvaluationPanel, type EvaluationPanelProps } from "./evaluation-panel";

/** Whether any answer has a transcript, so the captions track has something to show. */
function hasTranscript(evaluation: EvaluationView | undefined): boolean {
  return evaluation?.questions.some((question) => question.transcript !== null) ?? false;
}

/**
 * The player's captions for an interview (decision 0050): the transcript as WebVTT, on by default
 * for reviewers and switchable; none while no answer has a transcript.
 */
export function useInterviewCaptions(interviewId: string | null): RecordingPlayerProps["captions"] {
  const evaluation = useInterviewEvaluation(interviewId);
  if (interviewId === null || !hasTranscript(evaluation.data)) return undefined;
  return { src: interviewCaptionsUrl(interviewId), defaultOn: true };
}

/**
 * An interview's evaluation, loaded: a skeleton while it loads, `none` when the interview has no
 * evaluation (yet), a retry when it did not load, and otherwise the panel, after `before` (the
 * player, where the page shows one beside the feedback).
 */
export function InterviewEvaluation({
  interviewId,
  none,
  before,
  questionActions,
}: {
  interviewId: string;
  none: ReactNode;
  before?: (evaluation: EvaluationView) => ReactNode;
  questionActions?: EvaluationPanelProps["questionActions"];
}) {
  const query = useInterviewEvaluation(interviewId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the AI feedback" className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (isNoEvaluation(query.error)) return <>{none}</>;
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-border px-6 py-10 text-center">
        <p className="font-medium">The AI feedback did not load</p>
        <p className="text-sm text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {before?.(query.data)}
      <EvaluationPanel evaluation={query.data} {...(questionActions ? { questionActions } : {})} />
    </div>
  );
}
