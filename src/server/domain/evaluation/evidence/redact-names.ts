import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { tokensOf } from "./words";

/** What stands where a candidate said their own name. */
const NAME_PLACEHOLDER = "[name]";

/** The words of a candidate's name worth looking for: each part of it, two letters or more. */
export function nameParts(name: { firstName: string; lastName: string }): string[] {
  return [...new Set(tokensOf(`${name.firstName} ${name.lastName}`))].filter((part) => part.length >= 2);
}

// A run of letters and digits, with the apostrophes inside words ("Jane's", "O'Neil").
const WORD_RUN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const POSSESSIVE = /['’]s$/iu;

/**
 * The text with every word of the name replaced by NAME_PLACEHOLDER, a possessive kept ("[name]'s").
 * In a transcript that has capitals (a cased model's), only a capitalised word is a name, so
 * "I will" stays for a candidate called Will; in an all-lower-case one (the offline model's)
 * every match goes: a word too many hidden rather than a name shown.
 */
function redactRun(run: string, parts: ReadonlySet<string>, cased: boolean): string {
  if (cased && run[0] === run[0]!.toLowerCase()) return run;
  const possessive = POSSESSIVE.exec(run);
  const stem = possessive ? run.slice(0, possessive.index) : run;
  if (parts.has(tokensOf(run).join(""))) return NAME_PLACEHOLDER;
  if (possessive && parts.has(tokensOf(stem).join(""))) return `${NAME_PLACEHOLDER}${possessive[0]}`;
  return run;
}

const hasCapitals = (text: string) => text !== text.toLowerCase();

/** A piece of text with the candidate's name taken out (see redactRun). */
export function redactNameInText(text: string, parts: readonly string[], cased = hasCapitals(text)): string {
  if (parts.length === 0) return text;
  const set = new Set(parts);
  return text.replace(WORD_RUN, (run) => redactRun(run, set, cased));
}

/**
 * A transcript's timed words with the candidate's name taken out, word for word in place, so
 * every other word keeps its position and time: a quote checked against these words is timed
 * exactly as against the original.
 */
export function redactNameInWords(words: readonly TimedWord[], parts: readonly string[]): TimedWord[] {
  if (parts.length === 0) return [...words];
  const cased = words.some((word) => hasCapitals(word.text));
  return words.map((word) => {
    const text = redactNameInText(word.text, parts, cased);
    return text === word.text ? word : { ...word, text };
  });
}
