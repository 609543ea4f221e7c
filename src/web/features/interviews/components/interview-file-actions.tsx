import { Download, FileText } from "lucide-react";
import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { interviewMediaPaths } from "@shared/interviews/media-paths";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";

/** Download the recording (spec §9: interview-recording-{id}.webm), with the spec's toasts. */
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

/** Open the resume attached to the interview in a new tab, with the spec's toasts. */
export function ViewResumeButton({ interview }: { interview: CandidateInterviewDetail }) {
  if (!interview.hasResume) {
    return (
      <Button
        variant="outline"
        onClick={() =>
          toast.error("No Resume Found", { description: "No resume has been uploaded for this interview" })
        }
      >
        <FileText aria-hidden="true" />
        View Resume
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
