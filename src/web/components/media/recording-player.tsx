import { Captions } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@web/lib/ui/cn";
import { currentChapterIndex, formatClock } from "./chapter-time";
import { usePlayerAttachment } from "./player-controller";

/** One chapter of a recording: a question and the second its answer starts. */
export interface RecordingChapter {
  /** "Question 3", or "Question 3 · follow-up". */
  label: string;
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
  /** The transcript as a WebVTT track (decision 0050); reviewers have it on by default and can switch it off. */
  captions?: { src: string; defaultOn: boolean };
  /** Leave out the list of questions (where the page shows the questions itself, beside the AI feedback). */
  hideChapters?: boolean;
  /** Classes for the video, e.g. a height limit where the player stays in view beside other content. */
  videoClassName?: string;
}

export const PLAYBACK_RATES = [1, 1.25, 1.5, 2] as const;
/** Seconds each seek key moves: arrows 5 s, j and l 10 s (as on common video sites). */
const SEEK_KEYS: Record<string, number> = { arrowleft: -5, arrowright: 5, j: -10, l: 10 };

function rateLabel(rate: number): string {
  return `${rate}×`;
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
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<HTMLTrackElement>(null);
  const controller = usePlayerAttachment();
  const [time, setTime] = useState(0);
  const [rate, setRate] = useState<number>(1);
  // The captions often arrive after the player (once the evaluation has loaded): until the viewer
  // switches them, a track follows its own default rather than the state the player mounted with.
  const [captionsChoice, setCaptionsChoice] = useState<{ src: string; on: boolean } | null>(null);
  const captionsOn = captions ? (captionsChoice?.src === captions.src ? captionsChoice.on : captions.defaultOn) : false;
  const [announcement, setAnnouncement] = useState("");
  const current = currentChapterIndex(chapters, time);
  const showChapters = chapters.length > 0 && !hideChapters;

  // The element forgets its rate when the source changes; keep the chosen one.
  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate, src]);

  // The page's controller (quotes, the following transcript) seeks this video and reads its time.
  useEffect(() => {
    if (!controller) return;
    controller.attach(video.current);
    return () => controller.attach(null);
  }, [controller, src]);

  // "hidden" keeps the cues loaded (the transcript stays in step) while nothing is drawn on the video.
  useEffect(() => {
    const textTrack = track.current?.track;
    if (textTrack) textTrack.mode = captionsOn ? "showing" : "hidden";
  }, [captionsOn, captions?.src]);

  const onTime = (seconds: number) => {
    setTime(seconds);
    controller?.report(seconds);
  };

  const seekTo = useCallback(
    (seconds: number, play: boolean) => {
      const element = video.current;
      if (!element) return;
      const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
      element.currentTime = Math.min(Math.max(0, seconds), end);
      setTime(element.currentTime);
      controller?.report(element.currentTime);
      if (play) void element.play().catch(() => undefined);
    },
    [controller],
  );

  const jumpToChapter = useCallback(
    (index: number) => {
      const chapter = chapters[index];
      if (!chapter) return;
      seekTo(chapter.startSeconds, true);
      setAnnouncement(`${chapter.label}: ${chapter.title}`);
    },
    [chapters, seekTo],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const element = video.current;
    if (!element || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    // Buttons keep their own space; the focused video keeps the browser's space and arrows, so a
    // key never acts twice. The player's other keys work everywhere in it.
    const onButton = event.target instanceof HTMLButtonElement;
    const onVideo = event.target === element;
    const seek = onVideo && key.startsWith("arrow") ? undefined : SEEK_KEYS[key];
    if ((key === " " && !onButton && !onVideo) || key === "k") {
      if (element.paused) void element.play().catch(() => undefined);
      else element.pause();
    } else if (seek !== undefined) {
      seekTo(element.currentTime + seek, false);
    } else if (/^[1-9]$/.test(key) && Number(key) <= chapters.length) {
      jumpToChapter(Number(key) - 1);
    } else {
      return;
    }
    event.preventDefault();
  }

  return (
    <div
      className={cn("grid gap-4", showChapters && "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]")}
      onKeyDown={onKeyDown}
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
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <div role="group" aria-label="Playback speed" className="flex flex-wrap gap-1">
              {PLAYBACK_RATES.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={rate === option}
                  aria-label={`Speed ${rateLabel(option)}`}
                  onClick={() => setRate(option)}
                  className={cn(
                    "h-9 min-w-12 rounded-md border px-2 text-sm font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                    rate === option
                      ? "border-indigo-600 bg-indigo-600 text-white"
                      : "border-input bg-background text-slate-700 hover:bg-slate-50",
                  )}
                >
                  {rateLabel(option)}
                </button>
              ))}
            </div>
            {captions && (
              <button
                type="button"
                aria-pressed={captionsOn}
                onClick={() => setCaptionsChoice({ src: captions.src, on: !captionsOn })}
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  captionsOn
                    ? "border-indigo-600 bg-indigo-600 text-white"
                    : "border-input bg-background text-slate-700 hover:bg-slate-50",
                )}
              >
                <Captions className="size-4" aria-hidden="true" />
                Captions
              </button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">
            Keys: <kbd>Space</kbd> or <kbd>K</kbd> play, <kbd>←</kbd> <kbd>→</kbd> 5 s, <kbd>J</kbd> <kbd>L</kbd> 10 s,{" "}
            <kbd>1</kbd>–<kbd>{Math.min(9, Math.max(1, chapters.length))}</kbd> questions
          </p>
        </div>
      </div>

      {showChapters && (
        <nav aria-label="Questions" className="min-w-0">
          <ol className="grid gap-1">
            {chapters.map((chapter, index) => (
              <li key={`${index}-${chapter.startSeconds}`}>
                <button
                  type="button"
                  onClick={() => jumpToChapter(index)}
                  aria-current={index === current ? "true" : undefined}
                  className={cn(
                    "grid w-full grid-cols-[auto_1fr] gap-x-3 rounded-md border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                    index === current
                      ? "border-indigo-200 bg-indigo-50 text-indigo-900"
                      : "border-transparent text-slate-700 hover:bg-slate-50",
                  )}
                >
                  <span className="font-mono text-xs leading-5 text-slate-600 tabular-nums">
                    {formatClock(chapter.startSeconds)}
                  </span>
                  <span>
                    <span className="sr-only">{chapter.label}: </span>
                    {chapter.title}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
