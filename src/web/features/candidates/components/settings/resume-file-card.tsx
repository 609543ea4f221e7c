import { Download, FileText, Upload } from "lucide-react";
import { useId, useRef, type ChangeEvent } from "react";
import type { ResumeFile } from "@shared/candidates/career-contracts";
import { myResumeFileContract, resumeSettingsMessages } from "@shared/candidates/resume-contracts";
import {
  INTERVIEW_RESUME_ACCEPT,
  interviewResumeMessages,
  interviewResumeProblem,
} from "@shared/interviews/interview-resume";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-client";
import { formatDate } from "@web/lib/ui/format-date";
import { useUploadMyResume } from "../../api/upload-my-resume";

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The spec's title for a refusal the server judged from the bytes or size; others are upload failures. */
function failureTitle(error: Error): string {
  if (isApiError(error) && error.status === 415) return interviewResumeMessages.typeTitle;
  if (isApiError(error) && error.status === 413) return interviewResumeMessages.sizeTitle;
  return resumeSettingsMessages.failed;
}

/** The resume file: what is stored, upload or replace with progress, and download. */
export function ResumeFileCard({ resume }: { resume: ResumeFile | null }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const send = useUploadMyResume({
    onSuccess: () => toast.success(resumeSettingsMessages.uploaded),
    onError: (error) => {
      if (error.name === "AbortError") return;
      toast.error(failureTitle(error), { description: error.message });
    },
  });
  const percent = send.progress === null ? null : Math.round(send.progress * 100);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = interviewResumeProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    send.mutate(file);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Resume</CardTitle>
        <CardDescription id={`${inputId}-hint`}>PDF or Word document (.doc, .docx), up to 5MB.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {resume ? (
          <div className="flex min-w-0 items-start gap-3 rounded-md border p-3" data-testid="resume-file">
            <FileText className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0">
              <p className="truncate font-medium">{resume.originalName ?? "Your resume"}</p>
              <p className="text-sm text-muted-foreground">
                {formatSize(resume.byteSize)} · uploaded {formatDate(resume.uploadedAt)}
              </p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No resume uploaded yet.</p>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={resume ? "Replace resume file" : "Resume file"}
          aria-describedby={`${inputId}-hint`}
          accept={INTERVIEW_RESUME_ACCEPT}
          onChange={choose}
          disabled={send.isPending}
        />
        {send.isPending && (
          <div className="grid gap-1">
            <Progress value={percent} label="Resume upload progress" />
            <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
              {percent === null ? "Uploading..." : `${percent}% uploaded`}
            </p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {send.isPending ? (
            <Button variant="outline" onClick={send.cancel}>
              Cancel upload
            </Button>
          ) : (
            <Button onClick={() => input.current?.click()}>
              <Upload aria-hidden="true" />
              {resume ? "Replace resume" : "Upload resume"}
            </Button>
          )}
          {resume && (
            <Button variant="outline" asChild>
              <a href={myResumeFileContract.path} download>
                <Download aria-hidden="true" />
                Download
              </a>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
