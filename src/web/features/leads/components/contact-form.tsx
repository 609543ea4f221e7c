import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import {
  CONTACT_MESSAGE_MAX,
  contactCopy,
  contactSchema,
  sendContactMessageContract,
  type Contact,
} from "@shared/leads/contact";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { callApi } from "@web/lib/api-client";
import { HoneypotField } from "./honeypot-field";
import { failureToast, showServerFieldErrors, useLeadForm } from "./lead-form";
import { ThankYouCard } from "./thank-you-card";

const fieldOrder = ["firstName", "lastName", "email", "subject", "message"] as const;

/** Contact Us: first name, last name and e-mail are required, then the message itself. */
export function ContactForm() {
  const [done, setDone] = useState(false);
  const form = useLeadForm(contactSchema, {
    firstName: "",
    lastName: "",
    email: "",
    subject: "",
    message: "",
    website: "",
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: "message" }) ?? "";

  const submit = useMutation({
    mutationFn: (values: Contact) => callApi(sendContactMessageContract, { body: values }),
    onSuccess: () => {
      form.reset();
      setDone(true);
    },
    onError: (error) => {
      if (!showServerFieldErrors(error, form, fieldOrder)) failureToast(error, contactCopy.error);
    },
  });

  if (done) {
    return (
      <ThankYouCard
        title={contactCopy.thankYouTitle}
        action={
          <Button variant="outline" size="sm" onClick={() => setDone(false)}>
            Send another message
          </Button>
        }
      >
        <p>{contactCopy.thankYouDescription}</p>
      </ThankYouCard>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" spellCheck={false} {...form.register("email")} />
      </FormField>
      <FormField label="Subject" optional error={errors.subject?.message}>
        <Input {...form.register("subject")} />
      </FormField>
      <FormField
        label="Message"
        error={errors.message?.message}
        counter={{ current: message.length, max: CONTACT_MESSAGE_MAX }}
      >
        <Textarea rows={6} {...form.register("message")} />
      </FormField>
      <HoneypotField registration={form.register("website")} />
      <Button type="submit" size="lg" loading={submit.isPending} loadingText="Sending...">
        Send Message
      </Button>
    </form>
  );
}
