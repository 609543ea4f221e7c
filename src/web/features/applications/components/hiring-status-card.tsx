import { CheckCircle2, XCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  hiringMessages,
  NOTE_MAX_CHARS,
  notHiredReasonOptions,
  notHiredReasons,
  type CompanyApplication,
  type NotHiredReason,
} from "@shared/applications/company-application-contracts";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toaster";
import { useDecideApplication } from "../api/decide-application";

/**
 * The Hiring Status card (spec §9): the current decision, Mark as Hired, and Not a Good Fit with
 * a required reason and an optional internal note. A decision can be changed later.
 */
export function HiringStatusCard({ application }: { application: CompanyApplication }) {
  const name = `${application.candidate.firstName} ${application.candidate.lastName}`.trim();
  const [dialogOpen, setDialogOpen] = useState(false);
  const hire = useDecideApplication(application.id, {
    onSuccess: () =>
      toast.success(hiringMessages.markedHired(name), { description: hiringMessages.markedHiredDescription }),
    onError: () => toast.error(hiringMessages.updateFailed, { description: hiringMessages.updateFailedDescription }),
  });
  const { hiredStatus, notHiredReason, notHiredNote } = application.decision;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Hiring Status</h2>
        </CardTitle>
        <CardDescription>The candidate is told of your decision by e-mail. Your note stays private.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div aria-live="polite" className="grid gap-2">
          {hiredStatus === "hired" ? (
            <p className="flex items-center gap-2 font-medium text-emerald-800">
              <CheckCircle2 className="size-5" aria-hidden="true" />
              Hired
            </p>
          ) : hiredStatus === "not_hired" ? (
            <>
              <p className="flex items-center gap-2 font-medium text-red-800">
                <XCircle className="size-5" aria-hidden="true" />
                Not a good fit
              </p>
              {notHiredReason && (
                <p className="text-sm">
                  Reason: <Badge variant="secondary">{notHiredReasonOptions[notHiredReason]}</Badge>
                </p>
              )}
              {notHiredNote && (
                <p className="text-sm whitespace-pre-line text-muted-foreground">Your note: {notHiredNote}</p>
              )}
            </>
          ) : (
            <p className="text-muted-foreground">No decision yet.</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {hiredStatus !== "hired" && (
            <Button onClick={() => hire.mutate({ decision: "hired" })} loading={hire.isPending} loadingText="Saving...">
              <CheckCircle2 aria-hidden="true" />
              Mark as Hired
            </Button>
          )}
          <Button variant="outline" onClick={() => setDialogOpen(true)}>
            <XCircle aria-hidden="true" />
            {hiredStatus === "not_hired" ? "Change feedback" : "Not a Good Fit"}
          </Button>
        </div>
      </CardContent>
      <NotAFitDialog
        key={String(dialogOpen)}
        applicationId={application.id}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        initialReason={notHiredReason}
        initialNote={notHiredNote ?? ""}
      />
    </Card>
  );
}

function NotAFitDialog({
  applicationId,
  open,
  onOpenChange,
  initialReason,
  initialNote,
}: {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialReason: NotHiredReason | null;
  initialNote: string;
}) {
  const [reason, setReason] = useState<NotHiredReason | "">(initialReason ?? "");
  const [note, setNote] = useState(initialNote);
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const reject = useDecideApplication(applicationId, {
    onSuccess: () => {
      toast.success(hiringMessages.feedbackRecorded);
      onOpenChange(false);
    },
    onError: () => toast.error(hiringMessages.feedbackFailed),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(reason === "" ? { reason: hiringMessages.reasonRequired } : {}),
      ...(note.trim().length > NOTE_MAX_CHARS ? { note: hiringMessages.noteTooLong } : {}),
    };
    setErrors(found);
    if (reason === "" || Object.keys(found).length > 0) return;
    reject.mutate({ decision: "not_hired", reason, ...(note.trim() ? { note: note.trim() } : {}) });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Not a Good Fit</DialogTitle>
          <DialogDescription>
            Tell us why. The candidate receives a kind message; your note is never sent to them.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField label="Reason" {...(errors.reason ? { error: errors.reason } : {})}>
            <Select
              value={reason}
              onValueChange={(value) => setReason(notHiredReasons.find((known) => known === value) ?? "")}
            >
              <SelectTrigger>
                <SelectValue placeholder="Choose a reason" />
              </SelectTrigger>
              <SelectContent>
                {notHiredReasons.map((value) => (
                  <SelectItem key={value} value={value}>
                    {notHiredReasonOptions[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField
            label="Note for your team"
            optional
            counter={{ current: note.length, max: NOTE_MAX_CHARS }}
            {...(errors.note ? { error: errors.note } : {})}
          >
            <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={3} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={reject.isPending} loadingText="Submitting...">
              Submit feedback
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
