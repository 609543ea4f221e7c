import { RecordingPlayer, type RecordingChapter, type RecordingPlayerProps } from "./recording-player";
import { RecordingProcessing } from "./recording-processing";

export type RecordingStatus = "recording" | "processing" | "ready" | "failed" | "deleted";

/** What a watch endpoint answers about a recording (the shape both the owner's and a share link's share). */
export interface WatchedRecording {
  status: RecordingStatus;
  recordingUrl: string | null;
  posterUrl: string | null;
  chapters: { index: number; label: string; question: string; startSeconds: number | null }[];
}

/** The questions the recording reached, as the player's chapters. */
export function chaptersOf(recording: Pick<WatchedRecording, "chapters">): RecordingChapter[] {
  return recording.chapters.flatMap((chapter) =>
    chapter.startSeconds === null
      ? []
      : [{ label: chapter.label, title: chapter.question, startSeconds: chapter.startSeconds }],
  );
}

/** The player once the recording is ready; the processing state before. */
export function RecordingView({
  recording,
  label,
  ...options
}: { recording: WatchedRecording; label: string } & Pick<
  RecordingPlayerProps,
  "captions" | "hideChapters" | "videoClassName"
>) {
  if (recording.status !== "ready" || !recording.recordingUrl) {
    return <RecordingProcessing status={recording.status === "ready" ? "processing" : recording.status} />;
  }
  return (
    <RecordingPlayer
      src={recording.recordingUrl}
      {...(recording.posterUrl ? { poster: recording.posterUrl } : {})}
      chapters={chaptersOf(recording)}
      label={label}
      {...options}
    />
  );
}
