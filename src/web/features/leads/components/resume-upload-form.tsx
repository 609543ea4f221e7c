import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Link } from "react-router";
import {
  RESUME_ACCEPT,
  ROLE_INTEREST_OPTIONS,
  resumeUploadCopy,
  resumeUploadFormSchema,
} from "@shared/leads/resume-upload";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Progress } from "@web/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toaster";
import { ApiError } from "@web/lib/http/api-error";
import { useSubmitResume } from "../api/submit-resume";
import { HoneypotField } from "./honeypot-field";
import { showServerFieldErrors, useLeadForm } from "./lead-form";
import { ThankYouCard } from "./thank-you-card";

const fieldOrder = ["name", "email", "roleInterest", "file"] as const;

/** The browser's AbortError: the visitor pressed Cancel (or left); not a failure to report. */
function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** /upload-resume: apply with a resume only (PDF or DOCX under 10MB), no video. */
export function ResumeUploadForm() {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useLeadForm(resumeUploadFormSchema, {
    name: "",
    email: "",
    roleInterest: "",
    website: "",
    file: undefined,
  });
  const { errors } = form.formState;

  const submit = useSubmitResume({
    onMutate: () => setFailure(null),
    onSuccess: () => {
      toast.success(resumeUploadCopy.success);
      form.reset();
      setDone(true);
    },
    onError: (error) => {
      // A cancel keeps what was typed and says nothing: the visitor chose it.
      if (isCancel(error)) return;
      showServerFieldErrors(error, form, fieldOrder);
      setFailure(error instanceof ApiError ? error.message : resumeUploadCopy.unexpectedError);
      toast.error(resumeUploadCopy.errorToast);
    },
  });

  if (done) {
    return (
      <ThankYouCard
        title={resumeUploadCopy.success}
        action={
          <Button asChild>
            <Link to="/apply">Apply with a video interview</Link>
          </Button>
        }
      >
        <p>
          Check your email: we sent you a link to create your OneTake account. Choose a password and verified companies
          can find you with this resume; until then, no company sees it. Companies hear you best in your own words: you
          can record one 20-minute AI interview later.
        </p>
      </ThankYouCard>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))} className="grid gap-5">
      {failure && (
        <div role="alert" className="flex gap-3 rounded-lg border border-rose-200 bg-danger-tint p-4 text-rose-800">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <h3 className="font-semibold">{resumeUploadCopy.errorTitle}</h3>
            <p className="text-sm">{failure}</p>
          </div>
        </div>
      )}
      <FormField label="Full name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" spellCheck={false} {...form.register("email")} />
      </FormField>
      <Controller
        control={form.control}
        name="roleInterest"
        render={({ field, fieldState }) => (
          <FormField label="Role interest" optional error={fieldState.error?.message}>
            <Select name={field.name} value={field.value ?? ""} onValueChange={field.onChange}>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder="Select a role" />
              </SelectTrigger>
              <SelectContent>
                {ROLE_INTEREST_OPTIONS.map((role) => (
                  <SelectItem key={role} value={role}>
                    {role}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <FormField label="Resume" hint="PDF or DOCX, under 10MB." error={fieldState.error?.message}>
            <Input
              ref={field.ref}
              name={field.name}
              type="file"
              accept={RESUME_ACCEPT}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.files?.[0])}
              className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-primary-tint file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-primary-tint-foreground"
            />
          </FormField>
        )}
      />
      <HoneypotField registration={form.register("website")} />
      {submit.isPending && <UploadProgress fraction={submit.progress} onCancel={submit.cancel} />}
      <Button type="submit" size="lg" loading={submit.isPending} loadingText="Uploading...">
        Submit Resume
      </Button>
    </form>
  );
}

/** The bar while the file goes up (indeterminate until the browser knows the size), and a way to stop it. */
function UploadProgress({ fraction, onCancel }: { fraction: number | null; onCancel: () => void }) {
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm text-slate-700">
        <span aria-hidden="true">{percent === null ? "Sending your resume" : `${percent}% sent`}</span>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <Progress value={percent} label="Upload progress" />
    </div>
  );
}
