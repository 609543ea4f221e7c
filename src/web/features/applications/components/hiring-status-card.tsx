import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, Undo2, XCircle } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
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
import { formatDate } from "@web/lib/ui/format-date";
import { isApiError } from "@web/lib/http/api-client";
import { useDecideApplication } from "../api/decide-application";
import { useMe } from "@web/lib/session/session";
import { roleMay } from "@shared/companies/member-roles";
import { applicationsKeys } from "../api/keys";
import { useUndoDecision } from "../api/undo-decision";

/** The server's sentence when it refuses the decision (403: e.g. a hiring manager only scoring it, decision 0084). */
const refusalOf = (error: Error): string | null => (isApiError(error) && error.status === 403 ? error.message : null);

/**
 * The Hiring Status card (decision 0034): the current decision, Mark as Hired (after a confirmation)
 * and Not a Good Fit with a required reason and an optional internal note. A decision can be
 * changed later. The candidate sees a decision only when its undo window closes (decision 0048):
 * until then the card says when, and Undo (here and in the toast) takes it back.
 */
export function HiringStatusCard({ application }: { application: CompanyApplication }) {
  const name = `${application.candidate.firstName} ${application.candidate.lastName}`.trim();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const undo = useUndoDecision(application.id, {
    onSuccess: () => toast.success(hiringMessages.undone, { description: hiringMessages.undoneDescription }),
    onError: (error) => toast.error(hiringMessages.undoFailed, { description: error.message }),
  });
  const undoAction = { label: "Undo", onClick: () => undo.mutate() };
  const hire = useDecideApplication(application.id, {
    onSuccess: () => {
      setConfirmOpen(false);
      toast.success(hiringMessages.markedHired(name), {
        description: hiringMessages.markedHiredDescription,
        action: undoAction,
      });
    },
    onError: (error) =>
      toast.error(hiringMessages.updateFailed, {
        description: refusalOf(error) ?? hiringMessages.updateFailedDescription,
      }),
  });
  const { hiredStatus, notHiredReason, notHiredNote, pendingNotice } = application.decision;
  // An interviewer reads the decision; deciding is for those whose role may (decision 0084).
  const role = useMe().data?.company?.role;
  const mayDecide = role === undefined || roleMay(role, "decisions");
  useRefreshWhenTold(application.id, pendingNotice);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Hiring Status</h2>
        </CardTitle>
        <CardDescription>
          The candidate is told of your decision by e-mail after a short delay, so a mis-click can be undone. The note
          you can add when a candidate is not selected stays private to your team.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div aria-live="polite" className="grid gap-2">
          {hiredStatus === "hired" ? (
            <p className="flex items-center gap-2 font-medium text-emerald-800">
              <CheckCircle2 className="size-5" aria-hidden="true" />
              {application.decidedBy ? `Marked hired by ${application.decidedBy}` : "Hired"}
            </p>
          ) : hiredStatus === "not_hired" ? (
            <>
              <p className="flex items-center gap-2 font-medium text-red-800">
                <XCircle className="size-5" aria-hidden="true" />
                {application.decidedBy ? `Marked not a good fit by ${application.decidedBy}` : "Not a good fit"}
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
          {pendingNotice && (
            <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="flex items-start gap-2">
                <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {name} sees this decision at{" "}
                  <time dateTime={pendingNotice.at}>{formatDate(pendingNotice.at, "time")}</time>
                  {pendingNotice.undoable ? ". Until then you can undo it." : "."}
                </span>
              </p>
              {pendingNotice.undoable && mayDecide && (
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => undo.mutate()}
                  loading={undo.isPending}
                  loadingText="Undoing..."
                >
                  <Undo2 aria-hidden="true" />
                  Undo decision
                </Button>
              )}
            </div>
          )}
        </div>
        {mayDecide && (
          <div className="flex flex-wrap gap-2">
            {hiredStatus !== "hired" && (
              <Button onClick={() => setConfirmOpen(true)} disabled={hire.isPending || undo.isPending}>
                <CheckCircle2 aria-hidden="true" />
                Mark as Hired
              </Button>
            )}
            <Button variant="outline" onClick={() => setDialogOpen(true)} disabled={undo.isPending}>
              <XCircle aria-hidden="true" />
              {hiredStatus === "not_hired" ? "Change feedback" : "Not a Good Fit"}
            </Button>
          </div>
        )}
      </CardContent>
      <Dialog open={confirmOpen} onOpenChange={(next) => !hire.isPending && setConfirmOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{hiringMessages.confirmHiredTitle(name)}</DialogTitle>
            <DialogDescription>{hiringMessages.confirmHiredDescription(name)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmOpen(false)} disabled={hire.isPending}>
              Cancel
            </Button>
            <Button onClick={() => hire.mutate({ decision: "hired" })} loading={hire.isPending} loadingText="Saving...">
              <CheckCircle2 aria-hidden="true" />
              Mark as Hired
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <NotAFitDialog
        key={String(dialogOpen)}
        applicationId={application.id}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        initialReason={notHiredReason}
        initialNote={notHiredNote ?? ""}
        undoAction={undoAction}
      />
    </Card>
  );
}

/**
 * Reads the application again once the candidate has been told (the window closed and the
 * notice ran), so the card stops offering Undo; again a little later while it still waits.
 */
function useRefreshWhenTold(applicationId: string, pendingNotice: { at: string } | null) {
  const queryClient = useQueryClient();
  // Counts the reads: a read that still finds the notice waiting (its task is late) is equal to
  // the one before, and the query keeps the same object for it, so only this schedules the next.
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!pendingNotice) return;
    const wait = Math.max(0, Date.parse(pendingNotice.at) - Date.now()) + 1500;
    const timer = window.setTimeout(() => {
      void queryClient
        .invalidateQueries({ queryKey: applicationsKeys.companyApplication(applicationId) })
        .finally(() => setReads((count) => count + 1));
    }, wait);
    return () => window.clearTimeout(timer);
  }, [applicationId, pendingNotice, queryClient, reads]);
}

function NotAFitDialog({
  applicationId,
  open,
  onOpenChange,
  initialReason,
  initialNote,
  undoAction,
}: {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialReason: NotHiredReason | null;
  initialNote: string;
  undoAction: { label: string; onClick: () => void };
}) {
  const [reason, setReason] = useState<NotHiredReason | "">(initialReason ?? "");
  const [note, setNote] = useState(initialNote);
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const reject = useDecideApplication(applicationId, {
    onSuccess: () => {
      toast.success(hiringMessages.feedbackRecorded, { action: undoAction });
      onOpenChange(false);
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      toast.error(hiringMessages.feedbackFailed, refusal ? { description: refusal } : undefined);
    },
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
