import type { TimedWord, VerifiedQuote } from "@shared/evaluation/evaluation-contracts";
import { tokensOf } from "./words";

const EPSILON_SECONDS = 0.001;

/**
 * A quote that rests on words the candidate corrected, with the words as first transcribed over
 * the same seconds (decision 0069): a correction keeps the original words' times, so the stretch
 * the quote covers can be read in both. Null when the quote reads the same in the original (case
 * and punctuation aside); "" when nothing was heard there.
 */
export function firstTranscribedOf(
  quote: VerifiedQuote,
  original: readonly TimedWord[],
  corrected: readonly TimedWord[],
): string | null {
  const within = (words: readonly TimedWord[]) =>
    words.filter(
      (word) => word.start >= quote.startSeconds - EPSILON_SECONDS && word.end <= quote.endSeconds + EPSILON_SECONDS,
    );
  const heard = within(original);
  const comparable = (words: readonly TimedWord[]) => words.flatMap((word) => tokensOf(word.text)).join(" ");
  if (comparable(heard) === comparable(within(corrected))) return null;
  return heard.map((word) => word.text).join(" ");
}
