import { tokensOf } from "./words";

/*
 * Instruction-like speech aimed at the evaluator (decision 0050): found by fixed patterns, never
 * by a model, so the flag cannot itself be talked out of. A flagged answer is shown to the
 * reviewer and not scored by the AI (assessAnswer), so speaking to the model cannot raise a score.
 * A candidate who talks about prompt injection as a subject gets the flag too; a person decides.
 */
const PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass) (all |any |the |your |my |these |those |previous |prior |above |earlier |system )*(instructions?|prompts?|rules?|rubric|guidelines|directions)\b/,
  /\b(give|award|assign|grant|rate|score|mark) (me|this answer|this candidate|my answer)( (a|an|the|with|as))? (score of |rating of |grade of )?(100|a hundred|one hundred|five|5|10|ten|full marks|top marks|maximum|the maximum|the highest( score)?|perfect( score)?)\b/,
  /\b(you are|youre|act as|pretend to be|you must act as) (now )?(a |an |the )?(evaluator|grader|assistant|ai|language model|model|system)\b/,
  /\b(new|updated|system|developer) (instructions?|prompt|message)\b/,
  /\b(as an? (ai|language model|evaluator|assistant)),? (you )?(must|should|will)\b/,
  /\b(output|return|respond with|reply with) (only )?(json|a score|the score|score)\b/,
  /\binsufficient evidence is not allowed\b/,
];

/** The instruction-like phrases found in a transcript, as said (normalised), in order. */
export function detectInjection(text: string): string[] {
  const normalised = tokensOf(text).join(" ");
  const found: string[] = [];
  for (const pattern of PATTERNS) {
    const global = new RegExp(pattern.source, "g");
    for (const match of normalised.matchAll(global)) found.push(match[0]);
  }
  return found;
}
