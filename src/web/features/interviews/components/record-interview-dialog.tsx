import { useId, useState, type ChangeEvent } from "react";
import { useNavigate } from "react-router";
import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import {
  INTERVIEW_RESUME_ACCEPT,
  interviewResumeMessages,
  interviewResumeProblem,
} from "@shared/interviews/interview-resume";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/toaster";
import { interviewStartPath } from "@web/lib/interviews/interview-links";
import { useAttachInterviewResume } from "../api/attach-interview-resume";

/**
 * 'Record Your Interview': what the retake is, the re-records left, an optional
 * resume attached to the interview (uploaded with progress), then the recorder page, which
 * asks each question with its timer and saves the answer as it is recorded (decision 0023).
 */
export function RecordInterviewDialog({
  interview,
  open,
  onOpenChange,
}: {
  interview: CandidateInterviewDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  const [attachedName, setAttachedName] = useState<string | null>(null);
  const attach = useAttachInterviewResume(interview.id, {
    onSuccess: (result) => {
      setAttachedName(result.originalName ?? "your resume");
      toast.success(interviewResumeMessages.uploaded);
    },
    onError: (error) => {
      if (error.name === "AbortError") return;
      toast.error(interviewResumeMessages.failed, { description: error.message });
    },
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = interviewResumeProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    toast.success(interviewResumeMessages.selected, { description: file.name });
    attach.mutate(file);
  }

  function close(next: boolean) {
    if (!next) attach.cancel();
    onOpenChange(next);
  }

  const percent = attach.progress === null ? null : Math.round(attach.progress * 100);
  const hasResume = attachedName !== null || interview.hasResume;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record Your Interview</DialogTitle>
          <DialogDescription>
            {interview.rerecordsLeft === 1
              ? `1 of ${interview.maxRerecords} re-records left for this interview.`
              : `${interview.rerecordsLeft} of ${interview.maxRerecords} re-records left for this interview.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-sm text-slate-700">
          <p>
            You will check your camera and microphone first, then answer {interview.questions.length} questions, one at
            a time, each with its own timer. Every second is saved as you speak, so a dropped connection or a closed tab
            loses nothing.
          </p>
          <div className="grid gap-2 rounded-lg border border-border p-4">
            <label htmlFor={inputId} className="font-medium text-foreground">
              Attach a resume (optional)
            </label>
            <p id={`${inputId}-hint`} className="text-muted-foreground">
              PDF or Word document (.doc, .docx), up to 5MB. Companies see it with your interview.
            </p>
            <input
              id={inputId}
              type="file"
              accept={INTERVIEW_RESUME_ACCEPT}
              aria-describedby={`${inputId}-hint`}
              onChange={choose}
              disabled={attach.isPending}
              className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium file:text-foreground hover:file:bg-slate-50 disabled:opacity-60"
            />
            {attach.isPending && (
              <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={attach.cancel}>
                Cancel upload
              </Button>
            )}
            {attach.isPending && (
              <div className="grid gap-1">
                <Progress value={percent} label="Resume upload progress" />
                <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
                  {percent === null ? "Uploading..." : `${percent}% uploaded`}
                </p>
              </div>
            )}
            {!attach.isPending && hasResume && (
              <p className="text-success" aria-live="polite">
                {attachedName
                  ? `${attachedName} is attached to this interview.`
                  : "A resume is attached to this interview."}
              </p>
            )}
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Not now
          </Button>
          <Button disabled={attach.isPending} onClick={() => void navigate(interviewStartPath(interview))}>
            Start recording
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
