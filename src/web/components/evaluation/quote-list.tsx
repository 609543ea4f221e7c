import { Play } from "lucide-react";
import type { QuoteView } from "@shared/evaluation/evaluation-contracts";
import { formatClock } from "@web/components/media/chapter-time";

/**
 * A verified quote: the candidate's own words, and the second they said them as a button that
 * seeks the player there (decision 0050). Without a player to seek the time is plain text. A
 * quote that rests on words the candidate corrected says so, with the words first transcribed
 * beside it (decision 0069).
 */
export function QuoteItem({ quote, onSeek }: { quote: QuoteView; onSeek: ((seconds: number) => void) | null }) {
  const clock = formatClock(quote.startSeconds);
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1">
      {onSeek ? (
        <button
          type="button"
          onClick={() => onSeek(quote.startSeconds)}
          aria-label={`Play from ${clock}: “${quote.text}”`}
          className="inline-flex h-7 items-center gap-1 rounded-md border border-indigo-200 bg-primary-tint px-2 font-mono text-xs text-primary-tint-foreground tabular-nums hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Play className="size-3" aria-hidden="true" />
          {clock}
        </button>
      ) : (
        <span className="h-7 px-2 font-mono text-xs leading-7 text-slate-600 tabular-nums">{clock}</span>
      )}
      <div className="grid gap-1">
        <blockquote className="border-l-2 border-slate-300 pl-3 text-sm leading-relaxed text-slate-800 italic">
          “{quote.text}”
        </blockquote>
        {quote.firstTranscribed !== null && (
          <p className="pl-3 text-xs text-amber-800">
            Rests on words the candidate corrected. First transcribed as{" "}
            {quote.firstTranscribed === "" ? "nothing" : `“${quote.firstTranscribed}”`}.
          </p>
        )}
      </div>
    </li>
  );
}

export function QuoteList({
  quotes,
  onSeek,
}: {
  quotes: readonly QuoteView[];
  onSeek: ((seconds: number) => void) | null;
}) {
  if (quotes.length === 0) return null;
  return (
    <ul aria-label="Evidence quotes" className="grid gap-2">
      {quotes.map((quote) => (
        <QuoteItem key={`${quote.startSeconds}-${quote.text}`} quote={quote} onSeek={onSeek} />
      ))}
    </ul>
  );
}
