import { RotateCcw } from "lucide-react";
import { useState } from "react";
import {
  interviewResetMessages,
  type CandidateInterviewDetail,
} from "@shared/interviews/candidate-interview-contracts";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toaster";
import { useResetInterview } from "../api/reset-interview";

/**
 * Redo Interview (decision 0023): asks first, since the recording, resume, feedback and score are
 * cleared and a re-record is used; on success the page opens the 'Record Your Interview' dialog.
 * The server enforces the limit, so at 0 left the button still asks it and shows its answer.
 */
export function RedoInterviewButton({
  interview,
  onReset,
}: {
  interview: CandidateInterviewDetail;
  onReset: () => void;
}) {
  const [open, setOpen] = useState(false);
  const reset = useResetInterview(interview.id, {
    onSuccess: () => {
      toast.success(interviewResetMessages.success);
      setOpen(false);
      onReset();
    },
    onError: (error) => toast.error(interviewResetMessages.failure, { description: error.message }),
  });
  const left = interview.rerecordsLeft;

  return (
    <Dialog open={open} onOpenChange={(next) => !reset.isPending && setOpen(next)}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        Redo Interview
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Redo this interview?</DialogTitle>
          <DialogDescription>
            {left === 0
              ? `You have used all ${interview.maxRerecords} re-records for this interview.`
              : left === 1
                ? "This uses your last re-record for this interview."
                : `This uses one of your ${left} of ${interview.maxRerecords} re-records left for this interview.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm text-slate-700">
          <p>
            Your feedback, score and attached resume are cleared, and the interview is waiting to be recorded again.
          </p>
          <p>Your current recording stays until the new one is complete, so you never end up with none.</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={reset.isPending}>
              Keep this recording
            </Button>
          </DialogClose>
          <Button onClick={() => reset.mutate()} loading={reset.isPending} loadingText="Resetting...">
            Redo Interview
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
