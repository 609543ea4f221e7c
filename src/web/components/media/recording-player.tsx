import { cn } from "@web/lib/ui/cn";
import { currentChapterIndex } from "./chapter-time";
import { ChapterList, type RecordingChapter } from "./recording-player/chapter-list";
import { onPlayerKey } from "./recording-player/player-keys";
import { PlayerToolbar } from "./recording-player/player-toolbar";
import { useRecordingPlayback } from "./recording-player/use-recording-playback";

export type { RecordingChapter } from "./recording-player/chapter-list";
export interface RecordingPlayerProps {
  /** The recording's URL; the server answers Range requests, so seeking is instant. */
  src: string;
  poster?: string;
  chapters: RecordingChapter[];
  /** What is being watched, for assistive technology (e.g. "Interview recording of Ada Lovelace"). */
  label: string;
  /** The transcript as a WebVTT track (decision 0050); reviewers have it on by default and can switch it off. */
  captions?: { src: string; defaultOn: boolean };
  /** Leave out the list of questions (where the page shows the questions itself, beside the AI feedback). */
  hideChapters?: boolean;
  /** Classes for the video, e.g. a height limit where the player stays in view beside other content. */
  videoClassName?: string;
}

/**
 * The recording with its questions as chapters: a click (or a number key) jumps to that
 * answer and the chapter playing is marked; speeds 1× to 2×; keyboard control on the whole
 * player (space or k plays and pauses, arrows seek 5 s, j and l 10 s). The browser's own controls
 * stay for the timeline, volume and full screen.
 */
export function RecordingPlayer({
  src,
  poster,
  chapters,
  label,
  captions,
  hideChapters = false,
  videoClassName,
}: RecordingPlayerProps) {
  const { video, track, time, onTime, rate, setRate, captionsOn, toggleCaptions, announcement, seekTo, jumpToChapter } =
    useRecordingPlayback({ src, chapters, captions });
  const current = currentChapterIndex(chapters, time);
  const showChapters = chapters.length > 0 && !hideChapters;

  return (
    <div
      className={cn("grid gap-4", showChapters && "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]")}
      onKeyDown={(event) =>
        onPlayerKey(event, { element: video.current, chapterCount: chapters.length, seekTo, jumpToChapter })
      }
      role="group"
      aria-label={label}
    >
      <div className="grid min-w-0 content-start gap-3">
        <video
          ref={video}
          src={src}
          poster={poster}
          controls
          preload="metadata"
          playsInline
          aria-label={label}
          className={cn("aspect-video w-full rounded-lg bg-slate-900", videoClassName)}
          onTimeUpdate={(event) => onTime(event.currentTarget.currentTime)}
          onSeeked={(event) => onTime(event.currentTarget.currentTime)}
          onRateChange={(event) => setRate(event.currentTarget.playbackRate)}
        >
          {captions && (
            <track
              ref={track}
              kind="captions"
              src={captions.src}
              srcLang="en"
              label="Transcript"
              default={captionsOn}
            />
          )}
        </video>
        <PlayerToolbar
          rate={rate}
          onRate={setRate}
          captionsOn={captions ? captionsOn : null}
          onToggleCaptions={toggleCaptions}
          chapterCount={chapters.length}
        />
      </div>

      {showChapters && <ChapterList chapters={chapters} current={current} onJump={jumpToChapter} />}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
