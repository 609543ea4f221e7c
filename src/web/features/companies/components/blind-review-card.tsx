import { Switch } from "radix-ui";
import { blindReviewMessages as m } from "@shared/companies/blind-review-contracts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import { useBlindReviewSetting } from "../api/get-blind-review";
import { useUpdateBlindReview } from "../api/update-blind-review";

const SWITCH_ID = "blind-review-switch";
const HINT_ID = "blind-review-hint";

/** The Blind review card of /enterprise-settings: one switch, saved as soon as it is flipped. */
export function BlindReviewCard({ className }: { className?: string }) {
  const setting = useBlindReviewSetting();
  const update = useUpdateBlindReview({
    onSuccess: (saved) => toast.success(saved.enabled ? m.enabled : m.disabled),
    onError: (error) => toast.error(m.saveFailed, { description: error.message }),
  });
  const enabled = update.isPending ? (update.variables?.enabled ?? false) : (setting.data?.enabled ?? false);

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
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="block size-5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
            </Switch.Root>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
