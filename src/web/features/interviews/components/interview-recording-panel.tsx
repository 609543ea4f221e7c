import { AlertTriangle, Archive, Loader2, Video } from "lucide-react";
import { retentionMessages } from "@shared/companies/retention-contracts";
import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { interviewMediaPaths } from "@shared/interviews/media-paths";
import { RecordingPlayer } from "@web/components/media/recording-player";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/list/empty-state";
import { chaptersOf } from "../lib/chapters";

/**
 * The Recording tab: the player once the recording is ready, and otherwise the honest state of
 * it (being processed, failed, or not recorded yet).
 */
export function InterviewRecordingPanel({
  interview,
  onRecord,
}: {
  interview: CandidateInterviewDetail;
  onRecord: () => void;
}) {
  if (!interview.completed) {
    return (
      <EmptyState
        icon={Video}
        title="Not recorded yet"
        action={<Button onClick={onRecord}>Record Your Interview</Button>}
      >
        <p>
          This interview has no recording yet. Record it in one sitting: {interview.questions.length} questions, each
          with its own timer.
        </p>
      </EmptyState>
    );
  }
  if (
    interview.recordingStatus === "processing" ||
    (interview.recordingStatus === "ready" && !interview.hasRecording)
  ) {
    return (
      <EmptyState icon={Loader2} title="Your recording is being processed">
        <p>
          Every part of your answers reached our server. We are preparing the recording for playback; this page updates
          on its own when it is ready, usually within a minute.
        </p>
      </EmptyState>
    );
  }
  if (interview.recordingStatus === "deleted") {
    return (
      <EmptyState icon={Archive} title="Recording deleted">
        <p>
          {retentionMessages.recordingDeleted} {interview.companyName ?? "The company"} decided on this application, and
          its policy keeps recordings, transcripts and AI evaluations for a set number of days after a decision.
        </p>
      </EmptyState>
    );
  }
  if (interview.recordingStatus === "failed") {
    return (
      <EmptyState icon={AlertTriangle} title="We could not prepare this recording" tone="warning">
        <p>
          Your answers were received, but processing them into a video failed. Our team can see the error. You can redo
          the interview if you have re-records left, or contact us for help.
        </p>
      </EmptyState>
    );
  }
  return (
    <RecordingPlayer
      src={interviewMediaPaths.recording(interview.id)}
      poster={interviewMediaPaths.poster(interview.id)}
      chapters={chaptersOf(interview)}
      label={`Recording of your ${interview.title}`}
    />
  );
}
