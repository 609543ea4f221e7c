import type { TimedWord } from "@shared/evaluation/evaluation-contracts";

/*
 * What a transcriber believes of what it heard (decision 0088). pocketsphinx gives each word a
 * posterior probability; a word below WORD_CONFIDENCE_THRESHOLD is not shown as said and nothing
 * downstream uses it. An answer whose believed words cover less than MIN_CONFIDENT_SHARE of its
 * speech is too uncertain to transcribe at all. Both were chosen on Debian's LibriVox clips, clean
 * and with noise mixed in (the record gives the measurements; `npm run bench` prints them).
 */

/** A word is believed at this posterior or above. */
export const WORD_CONFIDENCE_THRESHOLD = 0.7;
/** Below this share of the speech (word time) covered by believed words, the answer is withheld. */
export const MIN_CONFIDENT_SHARE = 0.4;

export interface BelievedTranscript {
  /** Only the believed words, joined: what search, matching and captions read. Empty when withheld. */
  text: string;
  /** Only the believed words; empty when withheld. */
  words: TimedWord[];
  /** Every word heard, with its confidence; those below the threshold marked uncertain. */
  heardWords: TimedWord[];
  confidenceThreshold: number;
  /** The share of the speech the believed words cover, 0–1 (1 for no speech). */
  confidentShare: number;
  withheld: boolean;
}

/**
 * Splits what was heard into what is believed and what is not. Null when the transcriber gave no
 * confidence for any word (an OpenAI-compatible provider): then nothing is hidden.
 */
export function believeTranscript(
  heard: readonly TimedWord[],
  threshold = WORD_CONFIDENCE_THRESHOLD,
  minShare = MIN_CONFIDENT_SHARE,
): BelievedTranscript | null {
  if (!heard.some((word) => word.confidence !== undefined)) return null;
  const heardWords: TimedWord[] = heard.map(({ uncertain: _, ...word }) =>
    word.confidence !== undefined && word.confidence < threshold ? { ...word, uncertain: true } : word,
  );
  const believed = heardWords.filter((word) => !word.uncertain);
  const duration = (words: readonly TimedWord[]) =>
    words.reduce((sum, word) => sum + Math.max(0, word.end - word.start), 0);
  const speech = duration(heardWords);
  const confidentShare = speech > 0 ? duration(believed) / speech : 1;
  const withheld = heardWords.length > 0 && confidentShare < minShare;
  const words = withheld ? [] : believed;
  return {
    text: words.map((word) => word.text).join(" "),
    words,
    heardWords,
    confidenceThreshold: threshold,
    confidentShare: Math.round(confidentShare * 1000) / 1000,
    withheld,
  };
}
