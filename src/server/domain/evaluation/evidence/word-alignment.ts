import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { tokensOf } from "./words";

/** A transcript's words as written, split on whitespace. */
export function wordsOfText(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

/**
 * Index pairs [original, corrected] of the words a correction kept, in order: one longest common
 * subsequence of the words compared as the server compares quotes (case and punctuation aside).
 */
export function keptWordPairs(original: readonly TimedWord[], corrected: readonly string[]): [number, number][] {
  const key = (text: string) => tokensOf(text).join(" ");
  return longestCommonSubsequence(
    original.map((word) => key(word.text)),
    corrected.map(key),
  );
}

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
