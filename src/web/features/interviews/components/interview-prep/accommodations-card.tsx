import { Clock } from "lucide-react";
import { EXTRA_TIME_CHOICES } from "@shared/interviews/runner-contracts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

const extraTimeLabels: Record<number, string> = { 0: "No extra time", 300: "5 extra minutes", 600: "10 extra minutes" };

/** Extra time (an accommodation, decision 0046), fixed once recording has begun. */
export function AccommodationsCard({
  extraTimeSeconds,
  onChange,
  recordingStarted,
}: {
  extraTimeSeconds: number;
  onChange: (extraTimeSeconds: number) => void;
  recordingStarted: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Clock className="size-5" aria-hidden="true" />
            Accommodations
          </h2>
        </CardTitle>
        <CardDescription>
          If you need more time (for example for a disability or a language you are still learning), ask for it here.
          Companies never see that extra time was given: your timer is simply longer.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="grid gap-2" disabled={recordingStarted}>
          <legend className="sr-only">Extra time</legend>
          {EXTRA_TIME_CHOICES.map((seconds) => (
            <label key={seconds} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="extra-time"
                value={seconds}
                checked={extraTimeSeconds === seconds}
                onChange={() => onChange(seconds)}
                className="size-4 accent-indigo-600"
              />
              {extraTimeLabels[seconds]}
            </label>
          ))}
          {recordingStarted ? (
            <p className="text-sm text-muted-foreground">Extra time cannot change once recording has begun.</p>
          ) : null}
        </fieldset>
      </CardContent>
    </Card>
  );
}
