import type { TimedWord } from "@shared/evaluation/evaluation-contracts";

/** A window transcribed while the candidate spoke, moved to recording time. */
export interface RecordingWindow {
  start: number;
  end: number;
  text: string;
  words: TimedWord[];
}

/** A stretch of an answer: words a window already holds, or a gap still to be transcribed. */
export type AnswerPiece =
  { kind: "window"; text: string; words: TimedWord[] } | { kind: "gap"; start: number; end: number };

/** A stretch shorter than this holds no word worth a provider call. */
const MIN_GAP_SECONDS = 0.3;

/**
 * How an answer's span (recording time) is covered by the windows transcribed while the
 * candidate spoke (decision 0055), in time order: so the evaluation transcribes only the gaps,
 * typically the last seconds of the answer. A word belongs to the answer where it starts, so a
 * window that runs past a question's start gives each side its own words; overlapping windows
 * never give a word twice.
 */
export function coverAnswer(span: { start: number; end: number }, windows: readonly RecordingWindow[]): AnswerPiece[] {
  const pieces: AnswerPiece[] = [];
  let cursor = span.start;
  const inside = windows
    .filter((window) => window.end > span.start && window.start < span.end)
    .sort((a, b) => a.start - b.start);
  for (const window of inside) {
    if (window.end <= cursor) continue;
    if (window.start - cursor >= MIN_GAP_SECONDS) pieces.push({ kind: "gap", start: cursor, end: window.start });
    const from = Math.max(cursor, window.start);
    const words = window.words.filter((word) => word.start >= from && word.start < span.end);
    const whole = window.start >= cursor && window.start >= span.start && window.end <= span.end;
    pieces.push({ kind: "window", text: whole ? window.text : words.map((word) => word.text).join(" "), words });
    cursor = window.end;
  }
  if (span.end - cursor >= MIN_GAP_SECONDS) pieces.push({ kind: "gap", start: cursor, end: span.end });
  return pieces;
}
