/** One chapter of a recording: a question and the second its answer starts. */
export interface RecordingChapter {
  title: string;
  startSeconds: number;
}

export interface RecordingPlayerProps {
  /** The recording's URL; the server answers Range requests, so seeking is instant. */
  src: string;
  poster?: string;
  chapters: RecordingChapter[];
  /** What is being watched, for assistive technology (e.g. "Interview recording of Ada Lovelace"). */
  label: string;
}

// Scaffold for the team; the player with chapters, speeds and keyboard control replaces it.
export function RecordingPlayer({ src, poster, label }: RecordingPlayerProps) {
  return <video controls preload="metadata" src={src} poster={poster} aria-label={label} className="w-full" />;
}
