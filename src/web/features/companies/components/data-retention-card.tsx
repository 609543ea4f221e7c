import { Archive } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import {
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  retentionMessages,
  retentionSettingSchema,
  type RetentionSetting,
} from "@shared/companies/retention-contracts";
import { SettingsLoadError, SettingsSkeleton } from "@web/components/forms/settings-load-states";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toaster";
import { useCompanyRetention } from "../api/get-company-retention";
import { useUpdateCompanyRetention } from "../api/update-company-retention";

/** The days a new policy starts from: a year, a common choice. */
const SUGGESTED_DAYS = 365;

/**
 * "Data retention" on /enterprise-settings (decision 0052): keep the interviews recorded for the
 * company's postings (recording, transcripts, AI evaluation) until the candidate deletes them, or
 * for a number of days after the company's decision. Reads and saves its own endpoint.
 */
export function DataRetentionCard({ verified }: { verified: boolean }) {
  const retention = useCompanyRetention();
  if (retention.data) return <RetentionForm saved={retention.data} verified={verified} />;
  if (retention.isError) {
    return <SettingsLoadError message={retention.error.message} onRetry={() => void retention.refetch()} />;
  }
  return <SettingsSkeleton rows={2} />;
}

/** A company awaiting verification reads its policy; it sets it once verified (the server refuses before). */
function RetentionForm({ saved, verified }: { saved: RetentionSetting; verified: boolean }) {
  const groupName = useId();
  const [limited, setLimited] = useState(saved.retentionDays !== null);
  const [days, setDays] = useState(String(saved.retentionDays ?? SUGGESTED_DAYS));
  const [error, setError] = useState<string | undefined>();
  const save = useUpdateCompanyRetention({
    onSuccess: (result) => {
      setError(undefined);
      setLimited(result.retentionDays !== null);
      if (result.retentionDays !== null) setDays(String(result.retentionDays));
      toast.success(retentionMessages.saved);
    },
    onError: (failure) => {
      setError(failure.message);
      toast.error("Failed to save data retention", { description: failure.message });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = retentionSettingSchema.safeParse({
      retentionDays: limited ? (days.trim() === "" ? Number.NaN : Number(days)) : null,
    });
    if (!parsed.success) {
      setError(retentionMessages.days);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Archive className="size-5" aria-hidden="true" />
            Data retention
          </h2>
        </CardTitle>
        <CardDescription>
          How long the interviews candidates record for your postings are kept after you decide on an application (hired
          or not hired): the recording, its transcripts and its AI evaluation. A candidate can delete theirs at any
          time. Each candidate&apos;s network interview is their own and is never affected.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate aria-label="Data retention" onSubmit={submit} className="grid gap-4">
          {!verified && (
            <p className="text-sm text-muted-foreground">
              You can set how long interviews are kept once your company is verified.
            </p>
          )}
          <fieldset className="grid gap-2" disabled={!verified}>
            <legend className="mb-1 text-sm font-medium">Keep recordings, transcripts and AI evaluations</legend>
            <label className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary">
              <input
                type="radio"
                name={groupName}
                value="until-deleted"
                checked={!limited}
                onChange={() => setLimited(false)}
                className="mt-0.5 size-4 accent-indigo-600"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">Until the candidate deletes them</span>
                <span className="text-muted-foreground">Nothing is deleted on a schedule.</span>
              </span>
            </label>
            <label className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary">
              <input
                type="radio"
                name={groupName}
                value="days"
                checked={limited}
                onChange={() => setLimited(true)}
                className="mt-0.5 size-4 accent-indigo-600"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">For a number of days after a decision</span>
                <span className="text-muted-foreground">
                  Then they are deleted, and you and the candidate see that the company&apos;s policy deleted them.
                </span>
              </span>
            </label>
          </fieldset>
          {limited && (
            <FormField
              label="Days after a decision"
              hint={`From ${RETENTION_MIN_DAYS} to ${RETENTION_MAX_DAYS} days.`}
              error={error}
              className="max-w-xs"
            >
              <Input
                type="number"
                inputMode="numeric"
                min={RETENTION_MIN_DAYS}
                max={RETENTION_MAX_DAYS}
                step={1}
                disabled={!verified}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </FormField>
          )}
          {!limited && error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={!verified}>
              Save data retention
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
