import type { TimedWord } from "@shared/evaluation/evaluation-contracts";

/*
 * Stand-ins for the evidence functions (decision 0050: src/server/domain/evaluation/evidence/)
 * until they land on main; each keeps the signature the callers use, so swapping them for a
 * re-export touches this file only.
 */

/** The corrected words with times carried over from the original where they line up. */
export function alignCorrection(original: TimedWord[], correctedText: string): TimedWord[] {
  const texts = correctedText.split(/\s+/).filter((word) => word.length > 0);
  if (texts.length === 0) return [];
  const start = original[0]?.start ?? 0;
  const end = original.at(-1)?.end ?? start;
  const step = (end - start) / texts.length;
  return texts.map((text, index) => ({ text, start: start + index * step, end: start + (index + 1) * step }));
}

const WORDS_PER_CUE = 8;

function timestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT track of every answer's words, a few words a cue, times in seconds of the recording. */
export function buildWebVtt(answers: { words: TimedWord[] }[]): string {
  const cues: string[] = [];
  for (const answer of answers) {
    for (let at = 0; at < answer.words.length; at += WORDS_PER_CUE) {
      const group = answer.words.slice(at, at + WORDS_PER_CUE);
      const text = group
        .map((word) => word.text)
        .join(" ")
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;")
        .replaceAll("-->", "--&gt;");
      cues.push(`${timestamp(group[0]!.start)} --> ${timestamp(group.at(-1)!.end)}\n${text}`);
    }
  }
  return ["WEBVTT", ...cues].join("\n\n") + "\n";
}
