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

/**
 * Words that turn what follows into its opposite. A quote that starts just after one of them and
 * leaves it out says the reverse of what was said ("lead the migration" out of "I did not lead
 * the migration"), so it is dropped like a fabricated one; a correction that adds or removes one
 * waits for a person (decision 0069). Apostrophes are gone from tokens, so "didn't" is "didnt".
 */
export const NEGATIONS: ReadonlySet<string> = new Set([
  "not",
  "never",
  "no",
  "nor",
  "neither",
  "without",
  "cannot",
  "cant",
  "dont",
  "doesnt",
  "didnt",
  "isnt",
  "arent",
  "wasnt",
  "werent",
  "havent",
  "hasnt",
  "hadnt",
  "wont",
  "wouldnt",
  "couldnt",
  "shouldnt",
]);
