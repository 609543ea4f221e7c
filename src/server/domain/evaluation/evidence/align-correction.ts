import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { keptWordPairs, wordsOfText } from "./word-alignment";

/**
 * Gives a candidate's corrected transcript word timings (decision 0050): each corrected word
 * that matches the original (longest common subsequence of normalised words) keeps its time;
 * the words in between share the time between their matched neighbours evenly. So quotes from
 * the corrected text still seek the player to about the second they were said.
 */
export function alignCorrection(original: readonly TimedWord[], correctedText: string): TimedWord[] {
  const corrected = wordsOfText(correctedText);
  if (corrected.length === 0) return [];
  if (original.length === 0) return corrected.map((text) => ({ text, start: 0, end: 0 }));
  const matches = keptWordPairs(original, corrected);
  const timed: (TimedWord | null)[] = corrected.map(() => null);
  for (const [from, to] of matches)
    timed[to] = { text: corrected[to]!, start: original[from]!.start, end: original[from]!.end };

  const spanStart = original[0]!.start;
  const spanEnd = original[original.length - 1]!.end;
  let position = 0;
  while (position < corrected.length) {
    if (timed[position]) {
      position++;
      continue;
    }
    const gapStart = position;
    while (position < corrected.length && !timed[position]) position++;
    const from = gapStart > 0 ? timed[gapStart - 1]!.end : spanStart;
    const to = position < corrected.length ? timed[position]!.start : spanEnd;
    const step = Math.max(0, to - from) / (position - gapStart);
    for (let index = gapStart; index < position; index++) {
      const start = from + step * (index - gapStart);
      timed[index] = { text: corrected[index]!, start: round(start), end: round(start + step) };
    }
  }
  return timed as TimedWord[];
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
