import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { tokensOf } from "./words";

/**
 * Gives a candidate's corrected transcript word timings (decision 0050): each corrected word
 * that matches the original (longest common subsequence of normalised words) keeps its time;
 * the words in between share the time between their matched neighbours evenly. So quotes from
 * the corrected text still seek the player to about the second they were said.
 */
export function alignCorrection(original: readonly TimedWord[], correctedText: string): TimedWord[] {
  const corrected = correctedText.split(/\s+/).filter((word) => word.length > 0);
  if (corrected.length === 0) return [];
  if (original.length === 0) return corrected.map((text) => ({ text, start: 0, end: 0 }));
  const key = (text: string) => tokensOf(text).join(" ");
  const matches = longestCommonSubsequence(
    original.map((word) => key(word.text)),
    corrected.map(key),
  );
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

/** Index pairs [original, corrected] of one longest common subsequence, in order. */
function longestCommonSubsequence(a: readonly string[], b: readonly string[]): [number, number][] {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const lengths = new Uint32Array(rows * columns);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * columns + j] =
        a[i] !== "" && a[i] === b[j]
          ? lengths[(i + 1) * columns + j + 1]! + 1
          : Math.max(lengths[(i + 1) * columns + j]!, lengths[i * columns + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] !== "" && a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (lengths[(i + 1) * columns + j]! >= lengths[i * columns + j + 1]!) i++;
    else j++;
  }
  return pairs;
}
