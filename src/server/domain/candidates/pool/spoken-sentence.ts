import type { TimedWord } from "@shared/evaluation/evaluation-contracts";

/** The most words shown before the first matching word, and after it. */
const WORDS_BEFORE = 6;
const WORDS_AFTER = 10;
const ELLIPSIS = "…";

export interface SpokenSentence {
  sentence: string;
  /** Character ranges of the sentence that matched the search. */
  highlights: { start: number; end: number }[];
  /** The second of the recording the sentence's first word was said at (whole seconds, rounded down). */
  startSeconds: number;
}

const endsSentence = (word: TimedWord | undefined) => word !== undefined && /[.?!]["'”’)]*$/u.test(word.text.trim());

/**
 * The sentence around the first matching word (indexes into `words`): back to the start of its
 * sentence and on to its end, at most WORDS_BEFORE and WORDS_AFTER words either side; "…" marks
 * where the text goes on. Null when no word matched (the database found the stem in words whose
 * text no longer holds it, say) or the answer has no words.
 */
export function spokenSentence(words: readonly TimedWord[], matched: readonly number[]): SpokenSentence | null {
  const hit = Math.min(...matched.filter((index) => index >= 0 && index < words.length));
  if (!Number.isFinite(hit)) return null;
  let first = hit;
  while (first > 0 && hit - first < WORDS_BEFORE && !endsSentence(words[first - 1])) first--;
  let last = hit;
  while (last < words.length - 1 && last - hit < WORDS_AFTER && !endsSentence(words[last])) last++;
  const cutBefore = first > 0 && !endsSentence(words[first - 1]);
  const cutAfter = last < words.length - 1 && !endsSentence(words[last]);

  const matchedSet = new Set(matched);
  const highlights: SpokenSentence["highlights"] = [];
  let sentence = cutBefore ? ELLIPSIS : "";
  for (let index = first; index <= last; index++) {
    const text = words[index]!.text.trim();
    if (text.length === 0) continue;
    if (sentence.length > 0 && sentence !== ELLIPSIS) sentence += " ";
    if (matchedSet.has(index)) {
      // The word without its punctuation: "RLHF," highlights RLHF.
      const core = /[\p{L}\p{N}](?:.*[\p{L}\p{N}])?/u.exec(text);
      const offset = sentence.length + (core?.index ?? 0);
      highlights.push({ start: offset, end: offset + (core?.[0].length ?? text.length) });
    }
    sentence += text;
  }
  if (cutAfter) sentence += ELLIPSIS;
  return { sentence, highlights, startSeconds: Math.max(0, Math.floor(words[first]!.start)) };
}
