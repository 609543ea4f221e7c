import { memo } from "react";
import type { TimedWord, TranscriptView } from "@shared/evaluation/evaluation-contracts";
import { Badge } from "@web/components/ui/badge";
import { usePlayerTime } from "@web/components/media/player-controller";
import { formatDate } from "@web/lib/ui/format-date";
import { cn } from "@web/lib/ui/cn";
import { activeWordIndex } from "./evaluation-text";

/** The words, with the one being spoken marked; re-rendered only when that word changes. */
const TranscriptWords = memo(function TranscriptWords({
  words,
  active,
}: {
  words: readonly TimedWord[];
  active: number;
}) {
  return (
    <p className="text-sm leading-relaxed text-slate-800">
      {words.map((word, index) => (
        <span key={`${index}-${word.start}`}>
          {index > 0 && " "}
          <span
            data-active={index === active ? "true" : undefined}
            className={cn(index === active && "rounded bg-indigo-100 text-indigo-950 ring-2 ring-indigo-100")}
          >
            {word.text}
          </span>
        </span>
      ))}
    </p>
  );
});

/** Follows the page's player: the word being spoken is highlighted as the recording plays. */
function FollowingWords({ words }: { words: readonly TimedWord[] }) {
  const time = usePlayerTime();
  return <TranscriptWords words={words} active={activeWordIndex(words, time)} />;
}

/**
 * One answer's transcript (decision 0050): following the player, labelled rough when the offline
 * provider made it, with the reason when there is none, and the candidate's correction beside the
 * original (the original is kept).
 */
export function AnswerTranscript({
  transcript,
  unavailableReason,
}: {
  transcript: TranscriptView | null;
  unavailableReason: string | null;
}) {
  if (!transcript) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-muted-foreground">
        No transcript: {unavailableReason ?? "this answer could not be transcribed."}
      </p>
    );
  }
  const original =
    transcript.words.length > 0 ? (
      <FollowingWords words={transcript.words} />
    ) : (
      <p className="text-sm leading-relaxed">{transcript.text}</p>
    );
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {transcript.rough && (
          <Badge variant="warning" title="Made on our own server by pocketsphinx; expect some words to be wrong.">
            Rough automatic transcript
          </Badge>
        )}
        <span>
          Transcribed by {transcript.provider} · {transcript.model}
        </span>
      </div>
      {transcript.correction ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <section
            aria-label="Original transcript"
            className="grid content-start gap-1 rounded-md border border-border p-3"
          >
            <h5 className="text-xs font-medium text-muted-foreground">Original transcript</h5>
            {original}
          </section>
          <section
            aria-label="The candidate's correction"
            className="grid content-start gap-1 rounded-md border border-indigo-200 bg-primary-tint p-3"
          >
            <h5 className="text-xs font-medium text-primary-tint-foreground">
              Corrected by the candidate,{" "}
              <time dateTime={transcript.correction.createdAt}>{formatDate(transcript.correction.createdAt)}</time>
            </h5>
            <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{transcript.correction.text}</p>
          </section>
        </div>
      ) : (
        original
      )}
    </div>
  );
}
