/*
 * The evaluation's summaries (for the reviewer and for the candidate) are the answers' own, joined.
 * A model often says the same sentence of several answers ("A concrete answer with one example."),
 * and the same sentence three times tells a reader nothing: each sentence is kept once, where it
 * first appears. Nothing left: no summary.
 */

/** Sentences end at ., ! or ? followed by a space; what follows the last stays one sentence. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== "");
const sameSentence = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The parts' distinct sentences in order, cut at a word to at most `max` characters. */
export function composeSummary(parts: readonly (string | null)[], max: number): string | null {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    for (const sentence of sentencesOf(part.trim())) {
      const key = sameSentence(sentence);
      if (key === "" || seen.has(key)) continue;
      seen.add(key);
      kept.push(sentence.trim());
    }
  }
  const text = kept.join(" ");
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}
