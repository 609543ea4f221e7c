import type { TimedWord } from "@shared/evaluation/evaluation-contracts";

/*
 * How the server compares words (decision 0050): case, punctuation and whitespace do not count,
 * so "Data-driven, really." matches "data driven really". Apostrophes vanish ("don't" = "dont")
 * so typographic and plain ones agree.
 */

/** The comparable tokens of a piece of text: lower case, letters and digits only. */
export function tokensOf(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** A comparable token with the index of the transcript word it came from. */
export interface IndexedToken {
  token: string;
  wordIndex: number;
}

/** Every token of a transcript, each pointing back at its timed word. */
export function indexedTokensOf(words: readonly TimedWord[]): IndexedToken[] {
  return words.flatMap((word, wordIndex) => tokensOf(word.text).map((token) => ({ token, wordIndex })));
}
