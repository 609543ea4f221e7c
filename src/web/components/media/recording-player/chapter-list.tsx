import { cn } from "@web/lib/ui/cn";
import { formatClock } from "../chapter-time";

/** One chapter of a recording: a question and the second its answer starts. */
export interface RecordingChapter {
  /** "Question 3", or "Question 3 · follow-up". */
  label: string;
  title: string;
  startSeconds: number;
}

/** The questions beside the player: a click jumps to that answer; the one playing is marked. */
export function ChapterList({
  chapters,
  current,
  onJump,
}: {
  chapters: RecordingChapter[];
  current: number;
  onJump: (index: number) => void;
}) {
  return (
    <nav aria-label="Questions" className="min-w-0">
      <ol className="grid gap-1">
        {chapters.map((chapter, index) => (
          <li key={`${index}-${chapter.startSeconds}`}>
            <button
              type="button"
              onClick={() => onJump(index)}
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
  );
}
