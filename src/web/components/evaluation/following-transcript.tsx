import { memo } from "react";
import type { TimedWord, TranscriptView } from "@shared/evaluation/evaluation-contracts";
import { Badge } from "@web/components/ui/badge";
import { usePlayerTime } from "@web/components/media/player-controller";
import { formatDate } from "@web/lib/ui/format-date";
import { cn } from "@web/lib/ui/cn";
import { activeWordIndex, transcriptNotes } from "./evaluation-text";

/** A run of words the transcriber was unsure of: one gap, never their text (decision 0088). */
const GAP = "…";

/**
 * The words, with the one being spoken marked; re-rendered only when that word changes. Words the
 * transcriber was unsure of show as a gap, a run of them as one.
 */
const TranscriptWords = memo(function TranscriptWords({
  words,
  active,
}: {
  words: readonly TimedWord[];
  active: number;
}) {
  return (
    <p className="text-sm leading-relaxed text-slate-800">
      {words.map((word, index) => {
        if (word.uncertain && words[index - 1]?.uncertain) return null;
        const spoken = word.uncertain ? uncertainRunHolds(words, index, active) : index === active;
        return (
          <span key={`${index}-${word.start}`}>
            {index > 0 && " "}
            <span
              data-active={spoken ? "true" : undefined}
              className={cn(
                word.uncertain && "text-muted-foreground",
                spoken && "rounded bg-indigo-100 text-indigo-950 ring-2 ring-indigo-100",
              )}
            >
              {word.uncertain ? (
                <>
                  <span aria-hidden="true">{GAP}</span>
                  <span className="sr-only">(unclear)</span>
                </>
              ) : (
                word.text
              )}
            </span>
          </span>
        );
      })}
    </p>
  );
});

/** What was heard as text, with gaps where the transcriber was unsure, not following any player. */
export function TranscriptWithGaps({ words }: { words: readonly TimedWord[] }) {
  return <TranscriptWords words={words} active={-1} />;
}

/** Whether the word being spoken is in the run of uncertain words that starts at `first`. */
function uncertainRunHolds(words: readonly TimedWord[], first: number, active: number): boolean {
  if (active < first) return false;
  for (let index = first; index <= active; index++) if (!words[index]?.uncertain) return false;
  return true;
}

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
  speechSeconds,
}: {
  transcript: TranscriptView | null;
  unavailableReason: string | null;
  /** The answer's measured speaking time, said when the transcript is withheld. */
  speechSeconds: number;
}) {
  if (!transcript) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-muted-foreground">
        No transcript: {unavailableReason ?? "this answer could not be transcribed."}
      </p>
    );
  }
  if (transcript.withheld && !transcript.correction) {
    return (
      <div className="grid gap-1 rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm">
        <p className="font-medium">Too uncertain to transcribe offline</p>
        <p className="text-muted-foreground">{transcriptNotes.withheld(speechSeconds)}</p>
      </div>
    );
  }
  const unsure = transcript.words.some((word) => word.uncertain);
  const original = transcript.withheld ? (
    <p className="text-sm text-muted-foreground">Too uncertain to transcribe offline.</p>
  ) : transcript.words.length > 0 ? (
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
      {unsure && <p className="text-xs text-muted-foreground">{transcriptNotes.partial}</p>}
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
