import { useState } from "react";
import { useWatch } from "react-hook-form";
import { CONTACT_MESSAGE_MAX, contactCopy, contactSchema } from "@shared/leads/contact";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { useSendContactMessage } from "../api/send-contact-message";
import { HoneypotField } from "./honeypot-field";
import { LeadEmailField, PersonNameFields } from "./person-fields";
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

  const submit = useSendContactMessage({
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
        <PersonNameFields register={form.register} errors={errors} />
      </div>
      <LeadEmailField register={form.register} errors={errors} />
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
