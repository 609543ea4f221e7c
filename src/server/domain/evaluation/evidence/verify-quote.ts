import type { TimedWord, VerifiedQuote } from "@shared/evaluation/evaluation-contracts";
import { indexedTokensOf, tokensOf, type IndexedToken } from "./words";

/** A quote shorter than this cannot evidence anything: "the data" is in every answer. */
const MIN_QUOTE_TOKENS = 3;

/**
 * Finds a model's quote word for word in the answer's transcript (decision 0050). Found: the
 * transcript's own words (what was said, not the model's rendering of it) with the start of the
 * first and the end of the last. Not found, or too short: null, and the caller drops it.
 */
export function verifyQuote(quote: string, words: readonly TimedWord[]): VerifiedQuote | null {
  return verifyQuoteIn(quote, words, indexedTokensOf(words));
}

/** The same, with the transcript's tokens made once for many quotes. */
export function verifyQuoteIn(
  quote: string,
  words: readonly TimedWord[],
  transcript: readonly IndexedToken[],
): VerifiedQuote | null {
  const wanted = tokensOf(quote);
  if (wanted.length < MIN_QUOTE_TOKENS) return null;
  const at = findRun(
    transcript.map((t) => t.token),
    wanted,
  );
  if (at < 0) return null;
  const first = transcript[at]!.wordIndex;
  const last = transcript[at + wanted.length - 1]!.wordIndex;
  const said = words.slice(first, last + 1);
  return {
    text: said.map((word) => word.text.trim()).join(" "),
    startSeconds: said[0]!.start,
    endSeconds: said[said.length - 1]!.end,
  };
}

function findRun(haystack: readonly string[], needle: readonly string[]): number {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (haystack[start + offset] !== needle[offset]) continue outer;
    }
    return start;
  }
  return -1;
}
