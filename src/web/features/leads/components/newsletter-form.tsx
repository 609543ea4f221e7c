import { useId, useState } from "react";
import { newsletterCopy, newsletterSchema } from "@shared/leads/newsletter";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { toast } from "@web/components/ui/toaster";
import { useSubscribeNewsletter } from "../api/subscribe-newsletter";
import { HoneypotField } from "./honeypot-field";
import { failureToast, showServerFieldErrors, useLeadForm } from "./lead-form";
import { ThankYouCard } from "./thank-you-card";

/** The footer's compact subscribe form: one e-mail field and a button. Subscribing twice is harmless. */
export function NewsletterForm() {
  const [done, setDone] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const form = useLeadForm(newsletterSchema, { email: "", website: "" });
  const error = form.formState.errors.email?.message;

  const submit = useSubscribeNewsletter({
    onSuccess: () => {
      toast.success(newsletterCopy.successTitle, { description: newsletterCopy.successDescription });
      form.reset();
      setDone(true);
    },
    onError: (failure) => {
      if (!showServerFieldErrors(failure, form, ["email"])) failureToast(failure, newsletterCopy.error);
    },
  });

  if (done) {
    return (
      <ThankYouCard compact title={newsletterCopy.successTitle}>
        <p>{newsletterCopy.successDescription}</p>
      </ThankYouCard>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))} className="grid gap-1.5">
      <Label htmlFor={id} className="sr-only">
        Email address
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder="you@company.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register("email")}
        />
        <Button type="submit" loading={submit.isPending} loadingText="Processing...">
          Subscribe
        </Button>
      </div>
      {error && (
        // rose-700: the footer's slate-50 background leaves rose-600 just under 4.5:1.
        <p id={errorId} role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <HoneypotField registration={form.register("website")} />
    </form>
  );
}
