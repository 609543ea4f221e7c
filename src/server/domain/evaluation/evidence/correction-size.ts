import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { keptWordPairs, wordsOfText } from "./word-alignment";
import { NEGATIONS } from "@shared/text/negations";
import { tokensOf } from "./words";

/*
 * What a correction may change and still apply at once (decision 0069): it fixes how words were
 * heard. Each run of words it writes in place of (or beside) what was heard is at most
 * MAX_CHANGED_RUN_WORDS long, all its changes together touch at most MAX_CHANGED_SHARE of the
 * answer's words (at least one word), and it neither adds nor removes a negation, which would turn
 * a sentence into its opposite. Anything larger waits for a person who listens to the answer.
 */
const MAX_CHANGED_RUN_WORDS = 3;
const MAX_CHANGED_SHARE = 0.15;

export interface CorrectionSize {
  /** Words changed: in each stretch between kept words, the longer of what was heard and what was written. */
  changedWords: number;
  /** The longest stretch of written words between two kept ones. */
  longestChangedRun: number;
  /** Whether it adds or removes "not", "never", "didn't"… */
  changesNegation: boolean;
  /** Within the bounds above: it applies at once; otherwise a person listens and decides. */
  small: boolean;
}

/** How much a correction changes the transcript as first heard, aligned word by word. */
export function measureCorrection(original: readonly TimedWord[], correctedText: string): CorrectionSize {
  const corrected = wordsOfText(correctedText);
  const kept = keptWordPairs(original, corrected);
  let changedWords = 0;
  let longestChangedRun = 0;
  let changesNegation = false;
  const negations = (words: readonly string[]) =>
    words
      .flatMap((word) => tokensOf(word))
      .filter((token) => NEGATIONS.has(token))
      .sort()
      .join(" ");

  // The stretches between kept words, with a sentinel pair after the last words of both.
  let originalFrom = 0;
  let correctedFrom = 0;
  for (const [originalAt, correctedAt] of [...kept, [original.length, corrected.length] as const]) {
    const heard = original.slice(originalFrom, originalAt).map((word) => word.text);
    const written = corrected.slice(correctedFrom, correctedAt);
    changedWords += Math.max(heard.length, written.length);
    longestChangedRun = Math.max(longestChangedRun, written.length);
    if (negations(heard) !== negations(written)) changesNegation = true;
    originalFrom = originalAt + 1;
    correctedFrom = correctedAt + 1;
  }
  const allowed = Math.max(1, Math.floor(MAX_CHANGED_SHARE * original.length));
  const small =
    corrected.length > 0 && !changesNegation && longestChangedRun <= MAX_CHANGED_RUN_WORDS && changedWords <= allowed;
  return { changedWords, longestChangedRun, changesNegation, small };
}
