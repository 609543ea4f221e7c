/*
 * Text as the injection detector reads it (decision 0050). Fixed patterns are only as good as the
 * text they see, and a typed correction may carry anything: look-alike letters from other scripts,
 * invisible characters, accents, letters spaced out one by one. Each is folded away here so that
 * "іgnore" (Cyrillic і), "ig\u200bnore" and "i g n o r e" all read "ignore". Punctuation stays:
 * role markers ("system:") are only recognisable with their colon.
 */

/** A half-open range of offsets into a normalised text. */
export interface Span {
  start: number;
  end: number;
}

export interface DetectionText {
  /** Lower case, Latin look-alikes as Latin, no accents or invisible characters, spaced letters joined. */
  text: string;
  /** Where `text` holds words that were spelled out letter by letter, which ordinary speech never does. */
  spelledOut: readonly Span[];
}

// Only letters from other scripts that pass for Latin ones. Unicode's full confusables table (and the
// npm packages built on it) also folds Latin into Latin ("rn" into "m", "l" into "I", "0" into "O"),
// which would garble the very words the patterns look for, so this small table is kept by hand.
// Upper-case forms are listed where they look unlike their lower case (Cyrillic "Н" is an H, "н" a
// small-capital one).
const LOOK_ALIKES: ReadonlyArray<readonly [latin: string, lookAlikes: string]> = [
  ["a", "\u0430\u0410\u03b1\u0391\u0251\u1d00"],
  ["b", "\u0412\u0432\u042c\u044c\u0392\u03b2\u0299"],
  ["c", "\u0421\u0441\u03f2\u03f9\u1d04"],
  ["d", "\u0501\u1d05"],
  ["e", "\u0415\u0435\u0404\u0454\u0395\u03b5\u1d07"],
  ["g", "\u0261\u0262\u0581"],
  ["h", "\u041d\u043d\u04ba\u04bb\u0397\u029c\u0570"],
  ["i", "\u0406\u0456\u04c0\u0399\u03b9\u0131\u0269\u026a"],
  ["j", "\u0408\u0458\u03f3\u1d0a"],
  ["k", "\u041a\u043a\u039a\u03ba\u1d0b"],
  ["l", "\u04cf\u029f"],
  ["m", "\u041c\u043c\u039c\u1d0d"],
  ["n", "\u039d\u03b7\u043f\u0274\u0578"],
  ["o", "\u041e\u043e\u039f\u03bf\u03c3\u0585\u1d0f"],
  ["p", "\u0420\u0440\u03a1\u03c1\u1d18"],
  ["q", "\u051a\u051b"],
  ["r", "\u0433\u0280"],
  ["s", "\u0405\u0455\ua731"],
  ["t", "\u0422\u0442\u03a4\u03c4\u1d1b"],
  ["u", "\u03c5\u057d\u1d1c"],
  ["v", "\u03bd\u0474\u0475\u1d20"],
  ["w", "\u051c\u051d\u03c9\u1d21"],
  ["x", "\u0425\u0445\u03a7\u03c7"],
  ["y", "\u0423\u0443\u04ae\u04af\u03a5\u03b3\u028f"],
  ["z", "\u0396\u1d22"],
];

const LATIN_OF = new Map(LOOK_ALIKES.flatMap(([latin, lookAlikes]) => [...lookAlikes].map((c) => [c, latin] as const)));
const LOOK_ALIKE = new RegExp(`[${[...LATIN_OF.keys()].join("")}]`, "gu");

// Tag characters spell ASCII invisibly (U+E0041 is an invisible "A"), and a model may still read
// them: they are made visible rather than dropped.
const TAG_CHARACTER = /[\u{e0020}-\u{e007e}]/gu;
// Accents and other combining marks, zero-width and other format characters, and the Hangul fillers
// that render as blank space.
const INVISIBLE = /[\p{M}\p{Cf}\u115f\u1160\u3164\uffa0]/gu;
// French elision ("l'évaluateur", "qu'IA"): the article is a word of its own, so "à l'évaluateur"
// reads "a l evaluateur". English contractions are untouched ("don't" is "dont", as in tokensOf).
const ELISION = /(?<![\p{L}\p{N}])(l|d|j|m|t|s|n|c|qu|jusqu|lorsqu|puisqu)['’‘ʼ](?=\p{L})/gu;
const APOSTROPHE = /['’‘`ʼ]/g;
// A score written as a fraction reads as it is spoken: "5/5" is "5 out of 5".
const FRACTION = /(?<![\p{N}.,])(\d{1,3})\s*\/\s*(5|10|20|100)(?![\p{N}])/gu;
// Dotted initials ("a.i.") are one word.
const DOTTED_INITIALS = /(?<![\p{L}\p{N}])\p{L}(?:\.\p{L})+\.?(?![\p{L}\p{N}])/gu;
// Three or more single letters in a row, spaced by blanks or punctuation ("i g n o r e",
// "i-g-n-o-r-e"). Two are left alone: "I a" and "a b" occur in ordinary sentences. The separator
// and letter classes share no character, so the run is matched without backtracking.
const SEPARATOR = "[\\t \\u00a0.\\-_*·•|+~]{1,5}";
const SPACED_LETTERS = new RegExp(`(?<![\\p{L}\\p{N}])\\p{L}(?:${SEPARATOR}\\p{L}){2,}(?![\\p{L}\\p{N}])`, "gu");

/** `raw` folded for the injection patterns, with the spans that were spelled out. */
export function normaliseForDetection(raw: string): DetectionText {
  const folded = raw
    .normalize("NFKC")
    .replace(TAG_CHARACTER, (c) => String.fromCharCode(c.codePointAt(0)! - 0xe0000))
    .normalize("NFD")
    .replace(INVISIBLE, "")
    .replace(LOOK_ALIKE, (c) => LATIN_OF.get(c) ?? c)
    .toLowerCase()
    .replace(ELISION, "$1 ")
    .replace(APOSTROPHE, "")
    .replace(FRACTION, "$1 out of $2")
    .replace(DOTTED_INITIALS, (initials) => initials.replaceAll(".", ""));
  return joinSpacedLetters(folded);
}

function joinSpacedLetters(text: string): DetectionText {
  let joined = "";
  let from = 0;
  const spelledOut: Span[] = [];
  for (const run of text.matchAll(SPACED_LETTERS)) {
    joined += text.slice(from, run.index);
    const start = joined.length;
    joined += joinRun(run[0]);
    spelledOut.push({ start, end: joined.length });
    from = run.index + run[0].length;
  }
  return { text: joined + text.slice(from), spelledOut };
}

// Within a run, a gap wider than the narrowest one ends a word: "r a t e  t h i s" is two words.
function joinRun(run: string): string {
  const letters = run.match(/\p{L}/gu) ?? [];
  const gaps = run.split(/\p{L}/u).slice(1, -1);
  const narrowest = gaps.reduce((least, gap) => Math.min(least, gap.length), Infinity);
  return letters
    .map((letter, index) => (index > 0 && isWordBreak(gaps[index - 1]!, narrowest) ? " " : "") + letter)
    .join("");
}

function isWordBreak(gap: string, narrowest: number): boolean {
  return gap.length > narrowest && /^\s+$/u.test(gap);
}
