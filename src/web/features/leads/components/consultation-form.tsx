import { useState } from "react";
import { consultationCopy, consultationSchema } from "@shared/leads/consultation";
import { Button } from "@web/components/ui/button";
import { CheckboxField } from "@web/components/ui/checkbox-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { useRequestConsultation } from "../api/request-consultation";
import { HoneypotField } from "./honeypot-field";
import { LeadEmailField, PersonNameFields } from "./person-fields";
import { failureToast, showServerFieldErrors, useLeadForm } from "./lead-form";
import { ThankYouCard } from "./thank-you-card";

const fieldOrder = ["firstName", "lastName", "email", "company", "jobTitle", "phone", "message"] as const;

const optIns = [
  { name: "marketingOptIn", label: "Send me occasional news and offers from OneTake" },
  { name: "updatesOptIn", label: "Send me product updates" },
] as const;

/** Book a Free Consultation: a real request (no simulated wait), confirmed within 24 hours. */
export function ConsultationForm() {
  const [done, setDone] = useState(false);
  const form = useLeadForm(consultationSchema, {
    firstName: "",
    lastName: "",
    email: "",
    company: "",
    jobTitle: "",
    phone: "",
    message: "",
    marketingOptIn: false,
    updatesOptIn: false,
    website: "",
  });
  const { errors } = form.formState;

  const submit = useRequestConsultation({
    onSuccess: () => {
      toast.success(consultationCopy.success);
      form.reset();
      setDone(true);
    },
    onError: (error) => {
      if (!showServerFieldErrors(error, form, fieldOrder)) failureToast(error, consultationCopy.error);
    },
  });

  if (done) {
    return (
      <ThankYouCard
        title="Thank you!"
        action={
          <Button variant="outline" size="sm" onClick={() => setDone(false)}>
            Book another consultation
          </Button>
        }
      >
        <p>{consultationCopy.success}</p>
      </ThankYouCard>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonNameFields register={form.register} errors={errors} />
        <LeadEmailField register={form.register} errors={errors} label="Work email" />
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register("phone")} />
        </FormField>
        <FormField label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register("company")} />
        </FormField>
        <FormField label="Job title" error={errors.jobTitle?.message}>
          <Input autoComplete="organization-title" {...form.register("jobTitle")} />
        </FormField>
      </div>
      <FormField
        label="What would you like to discuss?"
        optional
        hint="Roles you are hiring for, team size, timing."
        error={errors.message?.message}
      >
        <Textarea rows={4} {...form.register("message")} />
      </FormField>
      <div className="grid gap-3">
        {optIns.map((optIn) => (
          <CheckboxField key={optIn.name} control={form.control} name={optIn.name} label={optIn.label} />
        ))}
      </div>
      <HoneypotField registration={form.register("website")} />
      <Button type="submit" size="lg" loading={submit.isPending} loadingText="Processing...">
        Book Free Consultation
      </Button>
    </form>
  );
}
