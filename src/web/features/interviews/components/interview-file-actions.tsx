import { Download, FileText } from "lucide-react";
import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { interviewMediaPaths } from "@shared/interviews/media-paths";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";

/** Download the recording (interview-recording-{id}.webm, decision 0021), with the spec's toasts. */
export function DownloadRecordingButton({ interview }: { interview: CandidateInterviewDetail }) {
  if (!interview.hasRecording) {
    return (
      <Button
        variant="outline"
        onClick={() => toast.error("Download Failed", { description: "Recording URL not found" })}
      >
        <Download aria-hidden="true" />
        Download
      </Button>
    );
  }
  return (
    <Button variant="outline" asChild>
      <a
        href={`${interviewMediaPaths.recording(interview.id)}?download=1`}
        download={`interview-recording-${interview.id}.webm`}
        onClick={() => toast.success("Download Started")}
      >
        <Download aria-hidden="true" />
        Download
      </a>
    </Button>
  );
}

/** Open the resume attached to the interview in a new tab, with the spec's toast; disabled without one. */
export function ViewResumeButton({ interview }: { interview: CandidateInterviewDetail }) {
  // Nothing to open: a control that cannot work says so by being disabled, not by an error toast.
  if (!interview.hasResume) {
    return (
      <Button variant="outline" disabled title="No resume was attached to this interview">
        <FileText aria-hidden="true" />
        View Resume
        <span className="sr-only"> (no resume attached)</span>
      </Button>
    );
  }
  return (
    <Button variant="outline" asChild>
      <a
        href={interviewMediaPaths.resume(interview.id)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => toast.success("Opening Resume")}
      >
        <FileText aria-hidden="true" />
        View Resume
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
