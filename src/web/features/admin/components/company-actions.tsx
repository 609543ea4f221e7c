import { zodResolver } from "@hookform/resolvers/zod";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { rejectReasonMessage, type AdminCompany } from "@shared/admin/contracts";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { useApproveCompany } from "../api/approve-company";
import { useRejectCompany } from "../api/reject-company";

const REASON_MAX = 1000;
const rejectSchema = z.object({
  reason: z.string().trim().min(5, rejectReasonMessage).max(REASON_MAX, rejectReasonMessage),
});
type RejectValues = z.input<typeof rejectSchema>;

/** Approve, behind a confirmation. */
export function ApproveCompany({ company }: { company: AdminCompany }) {
  const [open, setOpen] = useState(false);
  const approve = useApproveCompany({
    onSuccess: (updated) => {
      setOpen(false);
      toast.success("Company approved", {
        description: `${updated.companyName} can now browse candidates. We emailed ${updated.contactEmail ?? "its contact"}.`,
      });
    },
    onError: (error) => {
      toast.error("Approval failed", { description: error.message });
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !approve.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Check aria-hidden="true" />
          Approve
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approve {company.companyName}?</DialogTitle>
          <DialogDescription>
            The company can browse candidates straight away, and its contact
            {company.contactEmail ? ` (${company.contactEmail})` : ""} gets an approval email.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={approve.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={() => approve.mutate(company.id)} loading={approve.isPending} loadingText="Processing...">
            Approve company
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Reject, with a reason the company will read. */
export function RejectCompany({ company }: { company: AdminCompany }) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RejectValues>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: "" } });
  const reason = useWatch({ control: form.control, name: "reason" }) ?? "";

  const reject = useRejectCompany({
    onSuccess: (updated) => {
      setOpen(false);
      form.reset();
      toast.success("Company rejected", {
        description: `We emailed ${updated.contactEmail ?? "the contact of " + updated.companyName} the reason.`,
      });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form, ["reason"]).length === 0) setServerError(error.message);
    },
  });

  function changeOpen(next: boolean) {
    if (reject.isPending) return;
    setOpen(next);
    if (!next) {
      form.reset();
      setServerError(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <X aria-hidden="true" />
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            setServerError(null);
            reject.mutate({ id: company.id, reason: values.reason });
          })}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>Reject {company.companyName}?</DialogTitle>
            <DialogDescription>
              The company cannot browse candidates. Its contact gets an email with your reason, and sees it on the
              dashboard.
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="Reason"
            error={form.formState.errors.reason?.message}
            hint="For example: the email domain does not match the company website."
            counter={{ current: reason.length, max: REASON_MAX }}
          >
            <Textarea rows={4} {...form.register("reason")} />
          </FormField>
          {serverError && (
            <p role="alert" className="rounded-md border border-rose-200 bg-danger-tint p-3 text-sm text-rose-700">
              {serverError}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={reject.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={reject.isPending} loadingText="Processing...">
              Reject company
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
