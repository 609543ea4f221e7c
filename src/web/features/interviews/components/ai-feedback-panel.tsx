import { Sparkles } from "lucide-react";
import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { EmptyState } from "@web/components/list/empty-state";

/** The AI Feedback tab: the stored feedback and score, or plainly that there is none yet. */
export function AiFeedbackPanel({ interview }: { interview: CandidateInterviewDetail }) {
  const { feedback, score, aiFeedbackSummary } = interview;
  if (feedback === null && score === null && aiFeedbackSummary === null) {
    return (
      <EmptyState icon={Sparkles} title="Not evaluated yet">
        <p>
          {interview.completed
            ? "This interview has not been evaluated yet. Feedback and a score appear here once it has been."
            : "Feedback appears here after you record this interview and it has been evaluated."}
        </p>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4 rounded-lg border border-border bg-background p-4 sm:p-6">
      {score !== null && (
        <div className="grid gap-1">
          <h2 className="text-sm font-medium text-muted-foreground">Score</h2>
          <p className="text-3xl font-semibold tabular-nums">
            {score}
            <span className="text-base font-normal text-muted-foreground"> / 100</span>
          </p>
        </div>
      )}
      {aiFeedbackSummary && (
        <div className="grid gap-1">
          <h2 className="text-sm font-medium text-muted-foreground">Summary</h2>
          <p className="whitespace-pre-line">{aiFeedbackSummary}</p>
        </div>
      )}
      {feedback && (
        <div className="grid gap-1">
          <h2 className="text-sm font-medium text-muted-foreground">Feedback</h2>
          <p className="whitespace-pre-line">{feedback}</p>
        </div>
      )}
    </div>
  );
}
