import { AlertTriangle, Archive, Clapperboard, LoaderCircle } from "lucide-react";
import { retentionMessages } from "@shared/companies/retention-contracts";
import type { RecordingStatus } from "./recording-view";

const states: Record<Exclude<RecordingStatus, "ready">, { title: string; body: string }> = {
  recording: {
    title: "Not recorded yet",
    body: "This interview has no finished recording yet. It appears here once the interview is completed.",
  },
  processing: {
    title: "Processing the recording",
    body: "Every answer has been received. The video is being prepared for playback, which usually takes under a minute.",
  },
  failed: {
    title: "This recording could not be prepared",
    body: "The answers were received, but the video could not be made playable. Our team has been notified; the recorded parts are kept.",
  },
  deleted: {
    title: "Recording deleted",
    body: `${retentionMessages.recordingDeleted} Its transcripts and AI evaluation were deleted with it.`,
  },
};

const icons = { recording: Clapperboard, processing: LoaderCircle, failed: AlertTriangle, deleted: Archive } as const;

/**
 * Stands in for the player while a recording is not ready: never a broken video. Its one column
 * may shrink to nothing, so the text wraps instead of widening the page on a phone.
 */
export function RecordingProcessing({ status }: { status: Exclude<RecordingStatus, "ready"> }) {
  const { title, body } = states[status];
  const Icon = icons[status];
  return (
    <div
      role="status"
      className="grid aspect-video w-full min-w-0 grid-cols-[minmax(0,28rem)] content-center justify-center justify-items-center gap-2 rounded-lg border border-border bg-slate-50 px-6 py-4 text-center"
    >
      <Icon
        className={
          status === "processing" ? "size-8 text-indigo-600 motion-safe:animate-spin" : "size-8 text-slate-500"
        }
        aria-hidden="true"
      />
      <p className="font-medium text-foreground">{title}</p>
      <p className="text-sm text-muted-foreground">{body}</p>
    </div>
  );
}
