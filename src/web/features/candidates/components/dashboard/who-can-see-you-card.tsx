import { Eye } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import {
  isCompanyIndustry,
  visibilityMessages,
  type CandidateVisibility,
  type CandidateVisibilityView,
} from "@shared/candidates/visibility-contracts";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/components/ui/toaster";
import { useCandidateVisibility } from "../../api/get-candidate-visibility";
import { useUpdateCandidateVisibility } from "../../api/update-candidate-visibility";
import { visibilitySummary } from "../../lib/visibility-summary";

/**
 * "Who can see you" (decision 0028): what the two settings mean today, said from the server's
 * own view of them, with both switches beside it; the industries are chosen in settings.
 */
export function WhoCanSeeYouCard() {
  const visibility = useCandidateVisibility();
  const titleId = useId();
  return (
    <Card className="flex flex-col" role="region" aria-labelledby={titleId}>
      <DashboardCardHeader icon={Eye} title="Who can see you" titleId={titleId}>
        Companies find you in the candidate pool; anyone with the link sees your public profile page. Two settings.
      </DashboardCardHeader>
      <CardContent className="grid flex-1 gap-4 text-sm">
        {visibility.data ? (
          <Summary view={visibility.data} />
        ) : visibility.isError ? (
          <div className="grid gap-2">
            <p role="alert" className="text-danger">
              We couldn't load who can see you.
            </p>
            <div>
              <Button variant="outline" onClick={() => void visibility.refetch()}>
                Try again
              </Button>
            </div>
          </div>
        ) : (
          <div aria-busy="true" aria-label="Loading who can see you" className="grid gap-2">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-3/4" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The view as the form the server takes, the industries kept (switching back restores them). */
function settingsOf(view: CandidateVisibilityView): CandidateVisibility {
  return {
    publicProfileEnabled: view.publicProfileEnabled,
    employerVisibility: view.employerVisibility,
    visibleIndustries: view.visibleIndustries.filter(isCompanyIndustry),
  };
}

function Summary({ view }: { view: CandidateVisibilityView }) {
  const poolId = useId();
  const publicId = useId();
  const save = useUpdateCandidateVisibility({
    onSuccess: () => toast.success(visibilityMessages.saved),
    onError: (error) => toast.error(visibilityMessages.failed, { description: error.message }),
  });
  const summary = visibilitySummary(view);
  const current = settingsOf(view);
  const inPoolChoice = view.employerVisibility !== "hidden";

  const setPool = (on: boolean) =>
    save.mutate({
      ...current,
      // Back on: the industries chosen before, if any (the narrower choice), else every company.
      employerVisibility: on ? (current.visibleIndustries.length > 0 ? "industries" : "all") : "hidden",
    });

  return (
    <>
      <div className="grid gap-1 text-slate-700" aria-live="polite">
        <p>{summary.pool}</p>
        {summary.blindReview && <p>{summary.blindReview}</p>}
        <p>{summary.publicProfile}</p>
      </div>
      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={poolId} className="font-medium text-foreground">
            Findable in the candidate pool
          </label>
          <Switch id={poolId} checked={inPoolChoice} disabled={save.isPending} onCheckedChange={setPool} />
        </div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={publicId} className="font-medium text-foreground">
            Public profile page
          </label>
          <Switch
            id={publicId}
            checked={view.publicProfileEnabled}
            disabled={save.isPending}
            onCheckedChange={(on) => save.mutate({ ...current, publicProfileEnabled: on })}
          />
        </div>
      </div>
      <Link to="/candidate-settings?tab=profile" className="w-fit text-indigo-700 hover:underline">
        Choose industries and more in your settings
      </Link>
    </>
  );
}
