import { useState } from "react";
import { waitlistCopy, waitlistSchema } from "@shared/leads/waitlist";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { useJoinWaitlist } from "../api/join-waitlist";
import { BusinessContactFields } from "./business-fields";
import { HoneypotField } from "./honeypot-field";
import { failureToast, showServerFieldErrors, useLeadForm } from "./lead-form";
import { ThankYouCard } from "./thank-you-card";

const fieldOrder = ["businessName", "contactName", "email", "hiringNeeds"] as const;

/** 'Hire AI Teams Fast': the waitlist in a dialog. It always joins the waitlist. */
export function WaitlistDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [done, setDone] = useState(false);
  const form = useLeadForm(waitlistSchema, {
    businessName: "",
    contactName: "",
    email: "",
    hiringNeeds: "",
    joinWaitlist: true,
    website: "",
  });
  const { errors } = form.formState;

  const submit = useJoinWaitlist({
    onSuccess: () => {
      toast.success(waitlistCopy.joinedTitle, { description: waitlistCopy.dialogDescription });
      form.reset();
      setDone(true);
    },
    onError: (error) => {
      if (!showServerFieldErrors(error, form, fieldOrder)) {
        failureToast(error, waitlistCopy.errorTitle, waitlistCopy.dialogErrorDescription);
      }
    },
  });

  function changeOpen(next: boolean) {
    // Reopening after a success shows a fresh form.
    if (!next) setDone(false);
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join the Waitlist</DialogTitle>
          <DialogDescription>
            Hire AI-interviewed candidates fast. Leave your details and we&apos;ll be in touch about early access.
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <ThankYouCard
            title={waitlistCopy.joinedTitle}
            action={
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            }
          >
            <p>{waitlistCopy.dialogDescription}</p>
          </ThankYouCard>
        ) : (
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => submit.mutate({ ...values, joinWaitlist: true }))}
            className="grid gap-5"
          >
            <BusinessContactFields register={form.register} errors={errors} />
            <FormField label="Hiring needs" optional error={errors.hiringNeeds?.message}>
              <Textarea rows={3} {...form.register("hiringNeeds")} />
            </FormField>
            <HoneypotField registration={form.register("website")} />
            <Button type="submit" loading={submit.isPending} loadingText="Processing...">
              Join Waitlist
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
