import { Switch } from "radix-ui";
import { blindReviewMessages as m } from "@shared/companies/blind-review-contracts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import { useBlindReviewSetting } from "../api/get-blind-review";
import { useUpdateBlindReview } from "../api/update-blind-review";

const SWITCH_ID = "blind-review-switch";
const HINT_ID = "blind-review-hint";
const EMPLOYERS_ID = "blind-review-employers-switch";
const EMPLOYERS_HINT_ID = "blind-review-employers-hint";

const switchRoot =
  "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 data-[state=checked]:bg-primary";
const switchThumb =
  "block size-5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0";

/**
 * The Blind review card of /enterprise-settings: the switch, and whether it hides employer names
 * too (decision 0077), each saved as soon as it is flipped.
 */
export function BlindReviewCard({ className }: { className?: string }) {
  const setting = useBlindReviewSetting();
  const update = useUpdateBlindReview({
    onSuccess: (saved, sent) =>
      toast.success(
        sent.hideEmployers === undefined
          ? saved.enabled
            ? m.enabled
            : m.disabled
          : saved.hideEmployers
            ? m.employersHidden
            : m.employersShown,
      ),
    onError: (error) => toast.error(m.saveFailed, { description: error.message }),
  });
  const pending = update.isPending ? update.variables : undefined;
  const enabled = pending?.enabled ?? setting.data?.enabled ?? false;
  const hideEmployers = pending?.hideEmployers ?? setting.data?.hideEmployers ?? true;

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{m.title}</h2>
        </CardTitle>
        <CardDescription id={HINT_ID}>{m.explanation}</CardDescription>
      </CardHeader>
      <CardContent>
        {setting.isError ? (
          <p role="alert" className="text-sm text-danger">
            {setting.error.message}
          </p>
        ) : !setting.data ? (
          <Skeleton className="h-6 w-40" />
        ) : (
          <div className="grid gap-4">
            <div className="flex items-center justify-between gap-4">
              <label htmlFor={SWITCH_ID} className="text-sm font-medium">
                {m.title}
              </label>
              <Switch.Root
                id={SWITCH_ID}
                aria-describedby={HINT_ID}
                checked={enabled}
                disabled={update.isPending}
                onCheckedChange={(checked) => update.mutate({ enabled: checked })}
                className={switchRoot}
              >
                <Switch.Thumb className={switchThumb} />
              </Switch.Root>
            </div>
            <div className="flex items-center justify-between gap-4">
              <div className="grid gap-1">
                <label htmlFor={EMPLOYERS_ID} className="text-sm font-medium">
                  {m.hideEmployersLabel}
                </label>
                <p id={EMPLOYERS_HINT_ID} className="text-sm text-muted-foreground">
                  {m.hideEmployersExplanation}
                </p>
              </div>
              <Switch.Root
                id={EMPLOYERS_ID}
                aria-describedby={EMPLOYERS_HINT_ID}
                checked={hideEmployers}
                disabled={update.isPending}
                onCheckedChange={(checked) => update.mutate({ hideEmployers: checked })}
                className={switchRoot}
              >
                <Switch.Thumb className={switchThumb} />
              </Switch.Root>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
