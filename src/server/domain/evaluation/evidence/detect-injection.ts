import { MARKED_PATTERNS, PHRASE_PATTERNS, SPELLED_KEYWORD } from "./injection-patterns";
import { normaliseForDetection, type Span } from "./normalise-for-detection";

/*
 * Instruction-like speech aimed at the evaluator (decision 0050): found by fixed patterns, never
 * by a model, so the flag cannot itself be talked out of. It is one layer of several: the transcript
 * is also fenced off as data in the prompt, and a flagged answer is never scored by the AI
 * (assessAnswer) but shown to a reviewer, so speaking to the model cannot raise a score. Talking
 * about evaluation or prompt injection as a subject is ordinary and passes; quoting an attack
 * ("users typed 'ignore your instructions'") is flagged, and a person decides.
 *
 * The text is first normalised (normaliseForDetection), then read three ways: with its punctuation
 * for role markers and score fields ("system:", "score=5"), as words for phrasings, and for words
 * spelled out letter by letter.
 */

interface Found extends Span {
  phrase: string;
}

/** The instruction-like phrases found in a transcript, normalised, in the order they occur. */
export function detectInjection(text: string): string[] {
  const { text: normalised, spelledOut } = normaliseForDetection(text);
  const found = [...markedPhrases(normalised), ...wordPhrases(normalised), ...spelledKeywords(normalised, spelledOut)];
  return outermost(found).map((match) => match.phrase);
}

function markedPhrases(normalised: string): Found[] {
  return spansOf(MARKED_PATTERNS, normalised).map(({ start, end }) => ({
    start,
    end,
    phrase: normalised.slice(start, end).replace(/\s+/gu, " ").trim(),
  }));
}

// Digits standing in for letters ("1gn0re y0ur 1nstruct10ns") are read as letters in a second pass,
// only in words that mix the two; numbers ("5", "100") and names ("gpt4") keep theirs in the first.
const LETTER_OF_DIGIT: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
};
const MIXED = /^(?=.*\p{L})(?=.*\d)/u;

function wordPhrases(normalised: string): Found[] {
  const tokens = [...normalised.matchAll(/[\p{L}\p{N}]+/gu)].map((token) => ({
    word: token[0],
    start: token.index,
    end: token.index + token[0].length,
  }));
  // Where each token starts in the words joined by single spaces, to map a match back to the text.
  const offsets: number[] = [];
  let at = 0;
  for (const { word } of tokens) {
    offsets.push(at);
    at += word.length + 1;
  }
  const tokenAt = (offset: number): number => {
    let low = 0;
    let high = offsets.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (offsets[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const joined = tokens.map(({ word }) => word).join(" ");
  const lettered = tokens
    .map(({ word }) => (MIXED.test(word) ? word.replace(/[013457]/g, (digit) => LETTER_OF_DIGIT[digit]!) : word))
    .join(" ");
  const readings = lettered === joined ? [joined] : [joined, lettered];
  return readings.flatMap((reading) =>
    spansOf(PHRASE_PATTERNS, reading).map(({ start, end }) => ({
      start: tokens[tokenAt(start)]!.start,
      end: tokens[tokenAt(end - 1)]!.end,
      phrase: reading.slice(start, end),
    })),
  );
}

function spelledKeywords(normalised: string, spelledOut: readonly Span[]): Found[] {
  return spelledOut
    .map(({ start, end }) => ({ start, end, phrase: normalised.slice(start, end) }))
    .filter(({ phrase }) => SPELLED_KEYWORD.test(phrase.replaceAll(" ", "")));
}

function spansOf(patterns: readonly RegExp[], text: string): Span[] {
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)]
      .filter((match) => match[0].length > 0)
      .map((match) => ({ start: match.index, end: match.index + match[0].length })),
  );
}

// Several patterns, or both readings, often see the same words; a phrase inside another one adds
// nothing for the reviewer.
function outermost(found: Found[]): Found[] {
  const ordered = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  for (const match of ordered) {
    if (!kept.some((other) => other.start <= match.start && match.end <= other.end)) kept.push(match);
  }
  return kept;
}
