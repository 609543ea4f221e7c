import { Play } from "lucide-react";
import type { VerifiedQuote } from "@shared/evaluation/evaluation-contracts";
import { formatClock } from "@web/components/media/chapter-time";

/**
 * A verified quote: the candidate's own words, and the second they said them as a button that
 * seeks the player there (decision 0050). Without a player to seek the time is plain text.
 */
export function QuoteItem({ quote, onSeek }: { quote: VerifiedQuote; onSeek: ((seconds: number) => void) | null }) {
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
      <blockquote className="border-l-2 border-slate-300 pl-3 text-sm leading-relaxed text-slate-800 italic">
        “{quote.text}”
      </blockquote>
    </li>
  );
}

export function QuoteList({
  quotes,
  onSeek,
}: {
  quotes: readonly VerifiedQuote[];
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
