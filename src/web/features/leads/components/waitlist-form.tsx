import { useState } from "react";
import { waitlistCopy, waitlistSchema } from "@shared/leads/waitlist";
import { Button } from "@web/components/ui/button";
import { CheckboxField } from "@web/components/ui/checkbox-field";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { useJoinWaitlist } from "../api/join-waitlist";
import { BusinessContactFields } from "./business-fields";
import { HoneypotField } from "./honeypot-field";
import { failureToast, showServerFieldErrors, useLeadForm } from "./lead-form";
import { ThankYouCard } from "./thank-you-card";

const fieldOrder = ["businessName", "contactName", "email", "hiringNeeds", "joinWaitlist"] as const;

/**
 * The enterprise landing page's waitlist form (fields only: the page supplies the 'Get Early
 * Access' card). Only a ticked "Join the waitlist" stores the details; either way the form is
 * replaced by a 'Thank you!' card and reset.
 */
export function WaitlistForm() {
  const [joined, setJoined] = useState<boolean | null>(null);
  const form = useLeadForm(waitlistSchema, {
    businessName: "",
    contactName: "",
    email: "",
    hiringNeeds: "",
    joinWaitlist: false,
    website: "",
  });
  const { errors } = form.formState;

  const submit = useJoinWaitlist({
    onSuccess: (result) => {
      const copy = result.joined
        ? { title: waitlistCopy.joinedTitle, description: waitlistCopy.joinedDescription }
        : { title: waitlistCopy.notedTitle, description: waitlistCopy.notedDescription };
      toast.success(copy.title, { description: copy.description });
      form.reset();
      setJoined(result.joined);
    },
    onError: (error) => {
      if (!showServerFieldErrors(error, form, fieldOrder)) {
        failureToast(error, waitlistCopy.errorTitle, waitlistCopy.errorDescription);
      }
    },
  });

  if (joined !== null) {
    return (
      <ThankYouCard
        title={waitlistCopy.thankYouTitle}
        action={
          <Button variant="outline" size="sm" onClick={() => setJoined(null)}>
            Send another response
          </Button>
        }
      >
        <p className="font-medium">{joined ? waitlistCopy.joinedTitle : waitlistCopy.notedTitle}</p>
        <p>{joined ? waitlistCopy.joinedDescription : waitlistCopy.notedDescription}</p>
      </ThankYouCard>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))} className="grid gap-5">
      <BusinessContactFields register={form.register} errors={errors} />
      <FormField
        label="Hiring needs"
        optional
        hint="Roles, team size or timing: whatever helps us prepare."
        error={errors.hiringNeeds?.message}
      >
        <Textarea rows={3} {...form.register("hiringNeeds")} />
      </FormField>
      <CheckboxField
        control={form.control}
        name="joinWaitlist"
        label="Join the waitlist"
        hint="We'll notify you when we're ready to onboard your company."
      />
      <HoneypotField registration={form.register("website")} />
      <Button type="submit" size="lg" loading={submit.isPending} loadingText="Processing...">
        Request Early Access
      </Button>
    </form>
  );
}
