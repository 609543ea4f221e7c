import { Captions } from "lucide-react";
import { cn } from "@web/lib/ui/cn";

const PLAYBACK_RATES = [1, 1.25, 1.5, 2] as const;

function rateLabel(rate: number): string {
  return `${rate}×`;
}

const toggleClass = (on: boolean) =>
  on ? "border-indigo-600 bg-indigo-600 text-white" : "border-input bg-background text-slate-700 hover:bg-slate-50";

/** Under the video: the speeds, the captions switch and the keys the player answers to. */
export function PlayerToolbar({
  rate,
  onRate,
  captionsOn,
  onToggleCaptions,
  chapterCount,
}: {
  rate: number;
  onRate: (rate: number) => void;
  /** Null without a captions track: no switch is shown. */
  captionsOn: boolean | null;
  onToggleCaptions: () => void;
  chapterCount: number;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Playback speed" className="flex flex-wrap gap-1">
          {PLAYBACK_RATES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={rate === option}
              aria-label={`Speed ${rateLabel(option)}`}
              onClick={() => onRate(option)}
              className={cn(
                "h-9 min-w-12 rounded-md border px-2 text-sm font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                toggleClass(rate === option),
              )}
            >
              {rateLabel(option)}
            </button>
          ))}
        </div>
        {captionsOn !== null && (
          <button
            type="button"
            aria-pressed={captionsOn}
            onClick={onToggleCaptions}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
              toggleClass(captionsOn),
            )}
          >
            <Captions className="size-4" aria-hidden="true" />
            Captions
          </button>
        )}
      </div>
      {/* Keyboard shortcuts mean nothing on a touch screen: the hint is for a fine pointer only. */}
      <p className="text-xs text-muted-foreground pointer-coarse:hidden">
        Keys: <kbd>Space</kbd> or <kbd>K</kbd> play, <kbd>←</kbd> <kbd>→</kbd> 5 s, <kbd>J</kbd> <kbd>L</kbd> 10 s,{" "}
        <kbd>1</kbd>–<kbd>{Math.min(9, Math.max(1, chapterCount))}</kbd> questions
      </p>
    </div>
  );
}
