import type { TimedWord, VerifiedQuote } from "@shared/evaluation/evaluation-contracts";
import { NEGATIONS } from "@shared/text/negations";
import { indexedTokensOf, tokensOf, type IndexedToken } from "./words";

/**
 * A quote of fewer spoken words than this cannot evidence anything: "the data" is in every
 * answer. Words as said, not tokens: "data-driven dashboard" is two words.
 */
const MIN_QUOTE_WORDS = 3;

/** Words that may stand between a negation and what it negates: "not really", "never actually". */
const NEGATION_BRIDGES = new Set([
  "really",
  "actually",
  "ever",
  "even",
  "personally",
  "directly",
  "yet",
  "quite",
  "fully",
]);

/**
 * Finds a model's quote word for word in the answer's transcript (decision 0050). Found: the
 * transcript's own words (what was said, not the model's rendering of it) with the start of the
 * first and the end of the last. Not found, too short, or cut just after a negation it leaves
 * out: null, and the caller drops it.
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
  if (wanted.length < MIN_QUOTE_WORDS) return null;
  const tokens = transcript.map((t) => t.token);
  const at = findRun(tokens, wanted);
  if (at < 0) return null;
  if (followsLeftOutNegation(tokens, at)) return null;
  const first = transcript[at]!.wordIndex;
  const last = transcript[at + wanted.length - 1]!.wordIndex;
  const said = words.slice(first, last + 1);
  if (said.length < MIN_QUOTE_WORDS) return null;
  return {
    text: said.map((word) => word.text.trim()).join(" "),
    startSeconds: said[0]!.start,
    endSeconds: said[said.length - 1]!.end,
  };
}

/** A clause that starts with its own subject is not negated by the word before: "No, I led it". */
const SUBJECTS = new Set(["i", "we", "you", "they", "he", "she", "it", "my", "our"]);

function followsLeftOutNegation(tokens: readonly string[], start: number): boolean {
  if (SUBJECTS.has(tokens[start]!)) return false;
  for (let before = start - 1; before >= 0 && before >= start - 2; before--) {
    const token = tokens[before]!;
    if (NEGATIONS.has(token)) return true;
    if (!NEGATION_BRIDGES.has(token)) return false;
  }
  return false;
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
