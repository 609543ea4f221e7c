import { ClipboardList, EyeOff } from "lucide-react";
import { scorecardMessages } from "@shared/scorecards/scorecard-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/http/api-client";
import { formatDate } from "@web/lib/ui/format-date";
import { useScorecards } from "@web/lib/scorecards/scorecards";
import { ScorecardForm } from "./scorecard-form";
import { ScorecardPanel } from "./scorecard-panel";

/**
 * The Scorecard tab of an application (decision 0085): my scorecard on the interview's rubric, how
 * many members have submitted (nothing of what they scored) and, once mine is in, the panel.
 */
export function ScorecardTab({ applicationId }: { applicationId: string }) {
  const scorecards = useScorecards(applicationId);
  if (scorecards.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading your scorecard">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (scorecards.isError) {
    const error = scorecards.error;
    if (isApiError(error) && error.status === 409) {
      return (
        <EmptyState icon={ClipboardList} title="Nothing to score yet">
          <p>{error.message}</p>
        </EmptyState>
      );
    }
    return (
      <EmptyState
        icon={ClipboardList}
        title="Your scorecard did not load"
        tone="warning"
        action={
          <Button variant="outline" onClick={() => void scorecards.refetch()}>
            Try again
          </Button>
        }
      >
        <p>{error.message}</p>
      </EmptyState>
    );
  }
  const view = scorecards.data;
  const { mine } = view;
  const others = view.submittedCount - (mine.status === "submitted" ? 1 : 0);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {mine.status === "submitted" && mine.submittedAt
            ? `You submitted this scorecard on ${formatDate(mine.submittedAt)}${mine.version > 1 ? ` (version ${mine.version})` : ""}. A change is submitted as a new version; the earlier ones are kept.`
            : "Score each criterion against its anchors, from the recording and transcript. Your draft is yours alone until you submit it."}
        </p>
        {mine.status !== "submitted" && (
          <p className="text-sm font-medium" aria-live="polite">
            {view.submittedCount === 0
              ? "No one has submitted a scorecard yet."
              : `${view.submittedCount} ${view.submittedCount === 1 ? "member has" : "members have"} submitted. You see ${others === 1 ? "their scorecard" : "their scorecards"} once you submit yours.`}
          </p>
        )}
        {view.aiScoresHidden && (
          <p className="flex items-center gap-2 rounded-md bg-muted p-3 text-sm">
            <EyeOff className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
            {scorecardMessages.aiScoresHidden} Your company keeps them from the panel until each has scored on their
            own.
          </p>
        )}
      </div>
      <ScorecardForm key={`${mine.status}-${mine.version}`} applicationId={applicationId} view={view} />
      {view.panel && <ScorecardPanel panel={view.panel} questions={view.questions} />}
    </div>
  );
}
