import { useState } from "react";
import { earlyAccessCopy, earlyAccessSchema } from "@shared/leads/early-access";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { useRequestEarlyAccess } from "../api/request-early-access";
import { BusinessContactFields } from "./business-fields";
import { HoneypotField } from "./honeypot-field";
import { failureToast, showServerFieldErrors, useLeadForm } from "./lead-form";
import { ThankYouCard } from "./thank-you-card";

const fieldOrder = ["businessName", "contactName", "email", "roles"] as const;

/** The early-access page's form: business, contact, e-mail and (optionally) the roles being hired. */
export function EarlyAccessForm() {
  const [done, setDone] = useState(false);
  const form = useLeadForm(earlyAccessSchema, {
    businessName: "",
    contactName: "",
    email: "",
    roles: "",
    website: "",
  });
  const { errors } = form.formState;

  const submit = useRequestEarlyAccess({
    onSuccess: () => {
      toast.success(earlyAccessCopy.successTitle, { description: earlyAccessCopy.successDescription });
      form.reset();
      setDone(true);
    },
    onError: (error) => {
      if (!showServerFieldErrors(error, form, fieldOrder)) {
        failureToast(error, earlyAccessCopy.errorTitle, earlyAccessCopy.errorDescription);
      }
    },
  });

  if (done) {
    return (
      <ThankYouCard
        title={earlyAccessCopy.successTitle}
        action={
          <Button variant="outline" size="sm" onClick={() => setDone(false)}>
            Send another request
          </Button>
        }
      >
        <p>{earlyAccessCopy.successDescription}</p>
      </ThankYouCard>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))} className="grid gap-5">
      <BusinessContactFields register={form.register} errors={errors} />
      <FormField
        label="Roles you're hiring for"
        optional
        hint="e.g. ML engineers, an AI product manager"
        error={errors.roles?.message}
      >
        <Textarea rows={3} {...form.register("roles")} />
      </FormField>
      <HoneypotField registration={form.register("website")} />
      <Button type="submit" size="lg" loading={submit.isPending} loadingText="Processing...">
        Request Early Access
      </Button>
    </form>
  );
}
