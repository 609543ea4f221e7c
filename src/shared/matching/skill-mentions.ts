/*
 * How a text names a skill (decision 0070): in a sentence that shows it in use ("Built the billing
 * service in Go"), in a bare list that only claims it ("Go PostgreSQL Kubernetes AWS", "Skills:
 * Go, Rust, SQL"), or in a sentence that says it was not used ("I have never used Kubernetes").
 * Plain rules on words, no model: they are the same for everyone and can be read in the reasons.
 */

import { NEGATIONS as SHARED_NEGATIONS } from "../text/negations";

export type MentionKind = "shown" | "listed" | "negated";

/** A mention of a skill: how, and the sentence or line of the text it is in. */
export interface SkillMention {
  kind: MentionKind;
  fragment: string;
}

/**
 * Words that say what follows was not done: the evidence checks' negations, and a few that deny
 * a skill without negating a verb ("none", "unfamiliar with", "lack").
 */
const NEGATIONS: ReadonlySet<string> = new Set([...SHARED_NEGATIONS, "none", "unfamiliar", "lack", "lacking"]);

/** A negation followed by one of these does not deny ("not only Go but Rust", "no longer on AWS"). */
const NOT_A_DENIAL_AFTER = new Set(["only", "just", "longer", "merely", "doubt", "problem", "issue", "issues"]);

/** Where one clause ends and another, which a negation before it does not reach, begins. */
const CONTRASTS = new Set(["but", "however", "although", "though", "whereas", "yet", "except", "instead", "besides"]);

/** Words of a sentence, as opposed to a list of names: pronouns, articles, prepositions, auxiliaries. */
const FUNCTION_WORDS = new Set(
  (
    "i we me my our us you your he she his her they their them it its a an the this that these those to of in " +
    "on at for from by with into onto over under through across as about via using was were is are be been being " +
    "am has have had do did does will would can could should so than then which who whom where when after before " +
    "since until each every some all most many several both there here also very while during per because"
  ).split(" "),
);

/** Verbs of a resume or an answer that the -ed/-ing rule below misses. */
const ACTION_VERBS = new Set(
  (
    "built build builds led lead leads wrote write writes written ran run runs made make makes taught teach grew " +
    "grow drove drive kept keep own owns ship ships shipped use uses used work works worked design designs develop " +
    "develops deploy deploys migrate migrates maintain maintains implement implements create creates manage manages " +
    "rebuilt rewrote set cut wrote moved move scaled scale"
  ).split(" "),
);

/** Joins of a list; not evidence of a sentence by themselves. */
const CONNECTORS = new Set(["and", "or", "&", "plus", "etc"]);

/** "Experience with", "Proficient in", "5+ years of": a claim's usual opening, no sentence by itself. */
const CLAIM_OPENING =
  /^(?:(?:\d+\+?\s+)?years?\s+(?:of\s+)?)?(?:(?:strong|solid|hands-on|good|deep|extensive|some)\s+)?(?:experience|experienced|proficient|proficiency|skilled|skills|expertise|expert|knowledge|familiar|familiarity|fluent|competent|background)\s+(?:with|in|of|at|using)\s+/i;

/** A label before a colon ("Skills:", "Tech stack:"), at most three words. */
const LABEL = /^\s*[^\s:][^:]{0,40}?:\s*/;

/** Separators of a list's items. */
const ITEM_SEPARATORS = /\s*(?:[,;|/•·]|\s(?:and|or|&|plus)\s)\s*/i;

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
const bare = (word: string) =>
  word
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/** A list's item that is more than a name: longer than three words, or with a function word or a verb. */
const readsAsWords = (item: string) => {
  const itemWords = words(item);
  return (
    itemWords.length > 3 || itemWords.some((word) => FUNCTION_WORDS.has(bare(word)) || ACTION_VERBS.has(bare(word)))
  );
};

/**
 * Whether a sentence or line is only a list of names: after its label or claim opening, three or
 * more items that are names (one item that reads as words allowed: "I know Go, Rust, SQL"), or no
 * word of a sentence at all. A sentence has at least two of its words, one of them a function word or a verb. `names`
 * are the skills to leave out first (a skill called "Data Engineering" is no verb).
 */
export function isBareList(fragment: string, names: readonly RegExp[]): boolean {
  let text = fragment.trim();
  const label = LABEL.exec(text);
  if (label && words(label[0]).length <= 3) text = text.slice(label[0].length);
  text = text.replace(CLAIM_OPENING, "");
  const items = text.split(ITEM_SEPARATORS).filter((item) => words(item).length > 0);
  if (items.length >= 3 && items.filter(readsAsWords).length <= 1) return true;
  let rest = text;
  for (const name of names) rest = rest.replace(globalOf(name), " ");
  let sentenceWords = 0;
  let grammar = 0;
  for (const word of words(rest)) {
    const token = bare(word);
    if (token === "" || CONNECTORS.has(token)) continue;
    if (FUNCTION_WORDS.has(token) || ACTION_VERBS.has(token)) {
      grammar += 1;
      sentenceWords += 1;
    } else if (/^\p{Ll}{3,}$/u.test(word.replace(/[^\p{L}]/gu, "")) || /^\p{L}{3,}(?:ed|ing)$/u.test(token)) {
      // A lower-case word, or a verb's -ed/-ing form: names are mostly capitalised.
      sentenceWords += 1;
    }
  }
  return !(sentenceWords >= 2 && grammar >= 1);
}

const globals = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let global = globals.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`);
    globals.set(pattern, global);
  }
  global.lastIndex = 0;
  return global;
}

/** Tokens of a clause, lower case without apostrophes, and where each starts in the text. */
function tokensWithPositions(text: string): { token: string; at: number }[] {
  const result: { token: string; at: number }[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}'’‘`]+|[;:—–]/gu)) {
    const token = bare(match[0]);
    result.push({ token: token === "" ? match[0] : token, at: match.index });
  }
  return result;
}

/**
 * Whether the mention at [start, end) of the sentence is said not to be used: a negation before
 * it in its clause ("I have never used Kubernetes or AWS", "not familiar with Go"), or after it
 * when it opens its clause ("AWS, I haven't touched"). A clause ends at ";", ":" or a dash, and
 * at a contrast ("but", "however", …), or at a comma that a negation follows ("Go, not Rust").
 * "No," that answers a question ("No, I ran it on AWS") and "not only", "no longer" do not deny.
 */
export function isNegated(sentence: string, start: number, end: number): boolean {
  const tokens = tokensWithPositions(sentence);
  const clauseStart = (index: number) => {
    for (let at = index - 1; at >= 0; at -= 1) {
      const { token } = tokens[at]!;
      if (/^[;:—–]$/.test(token) || CONTRASTS.has(token)) return at + 1;
      if (NEGATIONS.has(token) && at > 0 && /,\s*$/.test(sentence.slice(0, tokens[at]!.at))) {
        // ", not Rust": this negation opens a clause of its own.
        return at;
      }
    }
    return 0;
  };
  const before = tokens.filter((token) => token.at < start);
  const from = clauseStart(before.length);
  const denies = (at: number) => {
    const { token } = tokens[at]!;
    if (!NEGATIONS.has(token)) return false;
    if (NOT_A_DENIAL_AFTER.has(tokens[at + 1]?.token ?? "")) return false;
    // "No," or "Nope," answering a question opens the sentence and denies nothing after it.
    if (token === "no" && at === 0 && /^\s*no\s*[,!.]/i.test(sentence)) return false;
    return true;
  };
  for (let at = from; at < before.length; at += 1) if (denies(at)) return true;
  // The skill opens its clause: a negation just after it ("AWS, I haven't touched") denies it.
  const opens = before.slice(from).every((token) => OPENERS.has(token.token));
  if (!opens) return false;
  let read = 0;
  for (let at = before.length; at < tokens.length && read < AFTER_WINDOW; at += 1) {
    const { token, at: position } = tokens[at]!;
    if (position < end) continue;
    if (/^[;:—–]$/.test(token) || CONTRASTS.has(token) || CONNECTORS.has(token)) return false;
    if (denies(at)) return true;
    read += 1;
  }
  return false;
}

/** Words that may come before a skill that opens its clause ("As for Kubernetes, I never …"). */
const OPENERS = new Set(["and", "or", "as", "for", "so", "well", "um", "uh", "also", "oh"]);
/** How many words after a skill opening its clause a negation may come ("AWS, I have never used"). */
const AFTER_WINDOW = 4;

/** The longest excerpt kept of a resume line (a list can run to hundreds of names). */
export const EXCERPT_MAX = 160;

/** Whether the character at `at` ends a fragment of a resume: a line break, a bullet, a sentence's end before a space. */
function endsFragment(text: string, at: number): boolean {
  const char = text[at]!;
  if (char === "\n" || BULLETS.includes(char)) return true;
  return (char === "." || char === "!" || char === "?") && /\s/.test(text[at + 1] ?? " ");
}
const BULLETS = "•·▪●";

/** The sentence or line of `text` around [start, end), and where it starts. */
function fragmentAround(text: string, start: number, end: number): { fragment: string; at: number } {
  let from = start;
  while (from > 0 && !endsFragment(text, from - 1)) from -= 1;
  let to = end;
  while (to < text.length && !endsFragment(text, to)) to += 1;
  // A sentence keeps its full stop; a line or a bullet ends before its break.
  if (to < text.length && ".!?".includes(text[to]!)) to += 1;
  return { fragment: text.slice(from, to), at: from };
}

/** A fragment tidied for showing: single spaces, at most EXCERPT_MAX characters around the mention. */
function excerptOf(fragment: string, start: number, end: number): string {
  const tidy = (part: string) => part.replace(/\s+/g, " ");
  const head = tidy(fragment.slice(0, start)).trimStart();
  const mention = tidy(fragment.slice(start, end));
  const tail = tidy(fragment.slice(end)).trimEnd();
  if (head.length + mention.length + tail.length <= EXCERPT_MAX) return head + mention + tail;
  const room = Math.max(0, EXCERPT_MAX - mention.length);
  const keepHead = Math.min(head.length, Math.floor(room / 2));
  const keepTail = Math.min(tail.length, room - keepHead);
  return (
    (keepHead < head.length ? "…" : "") +
    head.slice(head.length - keepHead) +
    mention +
    tail.slice(0, keepTail) +
    (keepTail < tail.length ? "…" : "")
  );
}

const scanners = new WeakMap<RegExp, RegExp>();

/** Mentions of one skill a text is searched for at most: enough for a real resume, bounded for a stuffed one. */
const MENTIONS_READ = 20;

/**
 * The mentions of a skill in a resume, a sentence or line each, with an excerpt of it of at most
 * EXCERPT_MAX characters, in the order they appear; reading stops at the first that shows use.
 */
export function resumeMentions(text: string, pattern: RegExp, names: readonly RegExp[]): SkillMention[] {
  const found: SkillMention[] = [];
  // A copy of its own: the checks of each fragment use the shared global copies of the patterns.
  let global = scanners.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`);
    scanners.set(pattern, global);
  }
  global.lastIndex = 0;
  for (let match = global.exec(text); match && found.length < MENTIONS_READ; match = global.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    const { fragment, at } = fragmentAround(text, start, end);
    const kind = sentenceMention(fragment, pattern, names) ?? "listed";
    found.push({ kind, fragment: excerptOf(fragment, start - at, end - at) });
    if (kind === "shown") break;
    // The fragment's other mentions were read with it.
    global.lastIndex = Math.max(global.lastIndex, at + fragment.length);
  }
  return found;
}

/** How a sentence said in an interview names a skill, or null when it does not. */
export function sentenceMention(sentence: string, pattern: RegExp, names: readonly RegExp[]): MentionKind | null {
  if (!pattern.test(sentence)) return null;
  let mentioned = false;
  // "I never used AWS before, but now I run everything on AWS": one mention not denied is enough.
  for (const match of sentence.matchAll(globalOf(pattern))) {
    mentioned = true;
    if (!isNegated(sentence, match.index, match.index + match[0].length)) {
      return isBareList(sentence, names) ? "listed" : "shown";
    }
  }
  return mentioned ? "negated" : null;
}

/**
 * How many names the resume's bare lists hold: items of a separated list, words of one without
 * separators. A resume listing more names than is plausible spreads its claims thinner, like a
 * profile listing too many skills (decision 0070).
 */
export function listedNames(text: string, names: readonly RegExp[]): number {
  let count = 0;
  for (const line of text.split(/\n|[•·▪●]|[.!?](?=\s)/)) {
    if (!/[\p{L}\p{N}]/u.test(line) || !isBareList(line, names)) continue;
    let rest = line.trim();
    const label = LABEL.exec(rest);
    if (label && words(label[0]).length <= 3) rest = rest.slice(label[0].length);
    const items = rest.split(ITEM_SEPARATORS).filter((item) => words(item).length > 0);
    count += items.length > 1 ? items.length : words(rest).length;
  }
  return count;
}
