import {
  FOLLOW_UP_MAX_INTERROGATIVE_CLAUSES,
  FOLLOW_UP_MAX_SENTENCES,
  FOLLOW_UP_MAX_WORDS,
  FOLLOW_UP_MIN_ANCHOR_TOKENS,
  FOLLOW_UP_MIN_CONTENT_LETTERS,
  FOLLOW_UP_MIN_WORDS,
  FOLLOW_UP_REPEAT_SIMILARITY,
} from "@shared/interviews/follow-up-limits";
import { detectInjection } from "../../../evaluation/evidence/detect-injection";
import { tokensOf } from "../../../evaluation/evidence/words";
import { protectedTopicsIn, type ProtectedTopic } from "./protected-topics";

/*
 * The checks a follow-up the model proposed must pass before a candidate hears it
 * (docs/plans/follow-up-questions.md). Fixed rules, never a model: a refusal names its reasons,
 * the same every time, and nothing the candidate said can talk a check out of refusing.
 */

/** What the model proposed, as its JSON schema output gives it. */
export interface FollowUpProposal {
  decision: "ask" | "skip";
  criterionKey: string | null;
  /** Words of the answer the question refers to, as the candidate said them. */
  anchorQuote: string;
  question: string;
}

export interface FollowUpCheckInput {
  output: FollowUpProposal;
  /** The answer so far, as transcribed. */
  transcript: string;
  /** The criteria of the question being followed up: a follow-up probes one of these. */
  parentCriterionKeys: readonly string[];
  /** The question being followed up. */
  parentQuestion: string;
  /** Every base question of the interview. */
  baseQuestions: readonly string[];
}

export type FollowUpCheckCode =
  | "model-declined"
  | "too-long"
  | "too-short"
  | "not-one-question"
  | "criterion-unknown"
  | "anchor-not-said"
  | "not-about-answer"
  | `protected-topic:${ProtectedTopic}`
  | "evaluative-language"
  | "instruction-like"
  | "repeats-base-question";

export type FollowUpCheckResult = { ok: true } | { ok: false; codes: FollowUpCheckCode[] };

/**
 * Every check the proposal fails, in a fixed order, so the log says all that was wrong with it.
 * A declined proposal ("skip" or no question) is only that: the model chose not to ask, which is
 * not a refusal, and checking its empty question would only add noise to the log.
 */
export function checkFollowUp(input: FollowUpCheckInput): FollowUpCheckResult {
  const { output } = input;
  const question = output.question.trim();
  if (output.decision === "skip" || question === "") return { ok: false, codes: ["model-declined"] };

  const codes: FollowUpCheckCode[] = [];
  const wordCount = question.split(/\s+/).length;
  if (wordCount > FOLLOW_UP_MAX_WORDS) codes.push("too-long");
  if (wordCount < FOLLOW_UP_MIN_WORDS) codes.push("too-short");
  if (!isOneQuestion(question)) codes.push("not-one-question");
  if (output.criterionKey === null || !input.parentCriterionKeys.includes(output.criterionKey)) {
    codes.push("criterion-unknown");
  }
  const transcript = tokensOf(input.transcript);
  if (!wasSaid(output.anchorQuote, transcript)) codes.push("anchor-not-said");
  if (!isAboutAnswer(question, input.parentQuestion, transcript)) codes.push("not-about-answer");
  for (const topic of protectedTopicsIn(question)) codes.push(`protected-topic:${topic}`);
  if (EVALUATIVE.test(tokensOf(question).join(" "))) codes.push("evaluative-language");
  if (isInstructionLike(question)) codes.push("instruction-like");
  if (input.baseQuestions.some((base) => similarity(question, base) >= FOLLOW_UP_REPEAT_SIMILARITY)) {
    codes.push("repeats-base-question");
  }
  return codes.length === 0 ? { ok: true } : { ok: false, codes };
}

// A clause that opens with one of these asks something.
const INTERROGATIVES = new Set([
  "what",
  "how",
  "why",
  "when",
  "where",
  "which",
  "who",
  "whom",
  "whose",
  "did",
  "do",
  "does",
  "can",
  "could",
  "would",
  "will",
  "should",
  "is",
  "are",
  "was",
  "were",
  "have",
  "has",
]);
// These (and , ; :) start a new clause.
const JOINERS = new Set(["and", "or", "also", "then", "but", "so", "plus"]);
const LIST_MARKER = /^\s*(?:[-*•]|\d+[.)])\s|\s\(?(?:\d+|[a-c])\)\s|•/u;

/*
 * One question: one "?", ending the text; at most a statement before it ("You mentioned X.");
 * no newline or list. Within the question, count the clauses that ask something: a clause starts
 * the sentence or follows a comma, semicolon, colon or a joining word (and, or, also, then...),
 * and asks when it opens with an interrogative. Two are allowed, because a question with two
 * facets of one point is still one question ("What was the hardest part, and how did you measure
 * the savings?"); three are a list of questions glued together ("What did you build and how did
 * you test it and why did you choose Go?", "What did you build, how long did it take, who helped?").
 */
function isOneQuestion(question: string): boolean {
  if (/[\n\r]/.test(question) || LIST_MARKER.test(question)) return false;
  if (question.indexOf("?") !== question.length - 1) return false;
  const sentences = question.split(/(?<=[.!?])\s+/);
  if (sentences.length > FOLLOW_UP_MAX_SENTENCES) return false;
  return interrogativeClauses(sentences[sentences.length - 1]!) <= FOLLOW_UP_MAX_INTERROGATIVE_CLAUSES;
}

function interrogativeClauses(sentence: string): number {
  const parts =
    sentence
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{N}']+|[,;:]/gu) ?? [];
  let clauseStart = true;
  let count = 0;
  for (const part of parts.map(withoutContraction)) {
    if (part === "," || part === ";" || part === ":" || JOINERS.has(part)) {
      clauseStart = true;
      continue;
    }
    if (clauseStart && INTERROGATIVES.has(part)) count++;
    clauseStart = false;
  }
  return count;
}

// "What's" asks as "what" does, "didn't" as "did".
function withoutContraction(word: string): string {
  if (word === "can't") return "can";
  if (word === "won't") return "will";
  return word.replace(/n't$/, "").replace(/'.*$/, "");
}

/** The anchor appears word for word in the answer, compared as evidence quotes are. */
function wasSaid(anchorQuote: string, transcript: readonly string[]): boolean {
  const anchor = tokensOf(anchorQuote);
  if (anchor.length < FOLLOW_UP_MIN_ANCHOR_TOKENS) return false;
  outer: for (let start = 0; start + anchor.length <= transcript.length; start++) {
    for (let offset = 0; offset < anchor.length; offset++) {
      if (transcript[start + offset] !== anchor[offset]) continue outer;
    }
    return true;
  }
  return false;
}

// Words that say nothing about what the candidate said: function words and an interviewer's
// own phrasing ("tell me more about..."). Only words of FOLLOW_UP_MIN_CONTENT_LETTERS or more.
const STOP_WORDS = new Set(
  (
    "about above after again against also among another anything around because been before being below " +
    "between both came come could didnt does doesnt doing done down during each either else enough even " +
    "ever every from further going gone have having here hers herself himself into itself just like made " +
    "make many maybe might more most much must myself need never once only other others ours ourselves " +
    "over really same shall should since some something such than that thats their theirs them themselves " +
    "then there these they thing things this those though through thus till under until upon very want " +
    "wanted well were what whats when where whether which while whom whose will with within without would " +
    "your youre yours yourself yourselves mentioned mention said saying says talked talking tell telling " +
    "told describe explain share walk detail details example specific specifically please think thought " +
    "know knew kind sort part parts point happened happen able give gave take took sure again"
  ).split(" "),
);

/*
 * A question about the answer uses at least one of the answer's own words. Words the base question
 * already holds do not count: an answer echoes its question, so reusing them shows nothing.
 */
function isAboutAnswer(question: string, parentQuestion: string, transcript: readonly string[]): boolean {
  const said = new Set(transcript);
  const asked = new Set(tokensOf(parentQuestion));
  return tokensOf(question).some(
    (token) =>
      token.length >= FOLLOW_UP_MIN_CONTENT_LETTERS && !STOP_WORDS.has(token) && !asked.has(token) && said.has(token),
  );
}

// Words that tell the candidate how they are being judged.
const EVALUATIVE =
  /(?<![\p{L}\p{N}])(?:scores?|scored|scoring|rubrics?|ratings?|criterion|criteria|competency|competencies|levels?|insufficient|insufficiently|fail|weak)(?![\p{L}\p{N}])/u;

const URL = /[a-z][a-z0-9+.-]*:\/\/|(?<![\p{L}\p{N}])www\./iu;
const MARKUP = /<\/?[a-z!?][^>]*>|\[[^\]]*\]\([^)]*\)|\*\*|__|`|\{\{|\}\}|(?:^|\s)#{1,6}\s/iu;
const CODE_FENCE = /```|~~~/;
// Control and invisible formatting characters (zero-width, bidirectional overrides) can hide text
// from a reader. Newlines are left to the one-question rule.
const CONTROL = /(?![\t\n\r])[\p{Cc}\p{Cf}]/u;

/** Something that reads as instructions or machine text, not as a spoken question. */
function isInstructionLike(question: string): boolean {
  return (
    detectInjection(question).length > 0 ||
    URL.test(question) ||
    MARKUP.test(question) ||
    CODE_FENCE.test(question) ||
    CONTROL.test(question)
  );
}

/** Token Jaccard similarity: shared distinct tokens over all distinct tokens of the two. */
function similarity(a: string, b: string): number {
  const left = new Set(tokensOf(a));
  const right = new Set(tokensOf(b));
  if (left.size === 0 && right.size === 0) return 0;
  let shared = 0;
  for (const token of left) if (right.has(token)) shared++;
  return shared / (left.size + right.size - shared);
}
