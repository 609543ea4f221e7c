import type { TimedWord } from "@shared/evaluation/evaluation-contracts";

/** A caption shows at most this many words, or this many seconds, and breaks at a pause. */
const CUE_MAX_WORDS = 8;
const CUE_MAX_SECONDS = 4;
const CUE_BREAK_PAUSE_SECONDS = 1;

/**
 * The transcripts as one WebVTT captions track for the player (decision 0050). Word times are
 * seconds of the whole recording, so cues line up with the video without any offset.
 */
export function buildWebVtt(answers: readonly { words: readonly TimedWord[] }[]): string {
  const cues: string[] = [];
  for (const answer of answers) {
    let cue: TimedWord[] = [];
    const flush = () => {
      if (cue.length === 0) return;
      const start = cue[0]!.start;
      const end = Math.max(cue[cue.length - 1]!.end, start + 0.2);
      cues.push(`${timestamp(start)} --> ${timestamp(end)}\n${escapeCueText(cue.map((w) => w.text.trim()).join(" "))}`);
      cue = [];
    };
    for (const word of answer.words) {
      if (!word.text.trim()) continue;
      const previous = cue[cue.length - 1];
      if (
        previous &&
        (cue.length >= CUE_MAX_WORDS ||
          word.end - cue[0]!.start > CUE_MAX_SECONDS ||
          word.start - previous.end > CUE_BREAK_PAUSE_SECONDS)
      )
        flush();
      cue.push(word);
    }
    flush();
  }
  return ["WEBVTT", "", ...cues.map((cue) => `${cue}\n`)].join("\n");
}

/** HH:MM:SS.mmm, as WebVTT requires. */
export function timestamp(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  const ms = millis % 1000;
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(secs, 2)}.${pad(ms, 3)}`;
}

/** Cue text may not hold "-->", and & and < start entities and tags. */
function escapeCueText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
