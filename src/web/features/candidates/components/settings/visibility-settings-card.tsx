import { ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import {
  candidateVisibilitySchema,
  companyIndustries,
  isCompanyIndustry,
  visibilityMessages,
  type CandidateVisibility,
  type CandidateVisibilityView,
  type EmployerVisibility,
} from "@shared/candidates/visibility-contracts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toaster";
import { useMe } from "@web/lib/session/session";
import { useCandidateVisibility } from "../../api/get-candidate-visibility";
import { useUpdateCandidateVisibility } from "../../api/update-candidate-visibility";

const employerOptions: { value: EmployerVisibility; label: string; hint: string }[] = [
  {
    value: "all",
    label: "All verified companies",
    hint: "Every company OneTake has verified can find you in its candidate pool.",
  },
  {
    value: "industries",
    label: "Specific industries only",
    hint: "Only verified companies in the industries you choose can find you.",
  },
  {
    value: "hidden",
    label: "Hidden",
    hint: "You appear in no candidate pool and no company search. Companies you applied to still see your application.",
  },
];

/** The public profile switch and who among employers may find the candidate (decision 0028). */
export function VisibilitySettingsCard() {
  const query = useCandidateVisibility();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Visibility</h2>
        </CardTitle>
        <CardDescription>Who can see your profile.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <VisibilityForm saved={query.data} />
        ) : query.isError ? (
          <div className="grid gap-3">
            <p role="alert" className="text-danger">
              We couldn't load your visibility settings.
            </p>
            <div>
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </div>
          </div>
        ) : (
          <div aria-busy="true" aria-label="Loading visibility settings" className="grid gap-3">
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function fromView(view: CandidateVisibilityView): CandidateVisibility {
  return { ...view, visibleIndustries: view.visibleIndustries.filter(isCompanyIndustry) };
}

function VisibilityForm({ saved }: { saved: CandidateVisibilityView }) {
  const [values, setValues] = useState<CandidateVisibility>(() => fromView(saved));
  const [industriesError, setIndustriesError] = useState<string | undefined>();
  const me = useMe();
  const groupId = useId();
  const save = useUpdateCandidateVisibility({
    onSuccess: (view) => {
      setValues(fromView(view));
      toast.success(visibilityMessages.saved);
    },
    onError: (error) => toast.error(visibilityMessages.failed, { description: error.message }),
  });
  const profilePath = me.data?.user ? `/candidate/${me.data.user.id}` : null;

  function submit() {
    const parsed = candidateVisibilitySchema.safeParse(values);
    if (!parsed.success) {
      setIndustriesError(parsed.error.issues[0]?.message ?? visibilityMessages.industries);
      return;
    }
    setIndustriesError(undefined);
    save.mutate(parsed.data);
  }

  function toggleIndustry(industry: (typeof companyIndustries)[number], on: boolean) {
    setValues((current) => ({
      ...current,
      visibleIndustries: on
        ? [...current.visibleIndustries, industry]
        : current.visibleIndustries.filter((chosen) => chosen !== industry),
    }));
  }

  return (
    <form
      aria-label="Visibility settings"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-2">
        <FormField
          layout="inline"
          label="Public profile"
          hint="Anyone with your link sees your name, title, photo, experience, LinkedIn, skills, work experience and resume. Never your e-mail, phone or interview recording."
        >
          <Checkbox
            name="publicProfileEnabled"
            checked={values.publicProfileEnabled}
            onCheckedChange={(checked) =>
              setValues((current) => ({ ...current, publicProfileEnabled: checked === true }))
            }
          />
        </FormField>
        {profilePath && saved.publicProfileEnabled && (
          <Link
            to={profilePath}
            className="inline-flex w-fit items-center gap-1 text-sm text-indigo-700 hover:underline"
          >
            View your public profile
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        )}
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">Visible to employers</legend>
        {employerOptions.map((option) => {
          const id = `${groupId}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={id}
                type="radio"
                name="employerVisibility"
                value={option.value}
                checked={values.employerVisibility === option.value}
                onChange={() => setValues((current) => ({ ...current, employerVisibility: option.value }))}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-4 accent-primary"
              />
              <div className="grid gap-0.5">
                <label htmlFor={id} className="text-sm font-medium text-slate-900">
                  {option.label}
                </label>
                <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                  {option.hint}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>

      {values.employerVisibility === "industries" && (
        <fieldset className="grid gap-3" aria-describedby={industriesError ? `${groupId}-industries-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-900">Industries that may find you</legend>
          <ul className="grid gap-3 sm:grid-cols-2">
            {companyIndustries.map((industry) => (
              <li key={industry}>
                <FormField layout="inline" label={industry}>
                  <Checkbox
                    name="visibleIndustries"
                    value={industry}
                    checked={values.visibleIndustries.includes(industry)}
                    onCheckedChange={(checked) => toggleIndustry(industry, checked === true)}
                  />
                </FormField>
              </li>
            ))}
          </ul>
          {industriesError && (
            <p id={`${groupId}-industries-error`} role="alert" className="text-sm text-danger">
              {industriesError}
            </p>
          )}
        </fieldset>
      )}

      <div>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save visibility
        </Button>
      </div>
    </form>
  );
}
