import { Switch } from "radix-ui";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import { useScorecardSettings, useUpdateScorecardSettings } from "@web/lib/scorecards/scorecards";

const SWITCH_ID = "scorecards-hide-ai-switch";
const HINT_ID = "scorecards-hide-ai-hint";

const switchRoot =
  "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 data-[state=checked]:bg-primary";
const switchThumb =
  "block size-5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0";

/** The Scorecards card of /enterprise-settings: hide the AI's scores until a member submits (decision 0085). */
export function ScorecardSettingsCard({ className }: { className?: string }) {
  const setting = useScorecardSettings();
  const update = useUpdateScorecardSettings({
    onSuccess: (saved) =>
      toast.success(
        saved.hideAiScoresUntilSubmitted
          ? "The AI's scores are hidden from each member scoring until they submit."
          : "Members scoring an application see the AI's scores from the start.",
      ),
    onError: (error) => toast.error("Could not save the scorecard setting", { description: error.message }),
  });
  const checked = update.isPending
    ? update.variables.hideAiScoresUntilSubmitted
    : (setting.data?.hideAiScoresUntilSubmitted ?? true);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Scorecards</h2>
        </CardTitle>
        <CardDescription id={HINT_ID}>
          Members assigned to an application, or who start a scorecard of it, do not see the AI&apos;s scores until they
          submit their own, so the first number they see does not set their judgement. Everyone else sees them as
          before.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {setting.isError ? (
          <p role="alert" className="text-sm text-danger">
            {setting.error.message}
          </p>
        ) : !setting.data ? (
          <Skeleton className="h-6 w-40" />
        ) : (
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={SWITCH_ID} className="text-sm font-medium">
              Hide the AI&apos;s scores until a member submits
            </label>
            <Switch.Root
              id={SWITCH_ID}
              aria-describedby={HINT_ID}
              checked={checked}
              disabled={update.isPending}
              onCheckedChange={(value) => update.mutate({ hideAiScoresUntilSubmitted: value })}
              className={switchRoot}
            >
              <Switch.Thumb className={switchThumb} />
            </Switch.Root>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
