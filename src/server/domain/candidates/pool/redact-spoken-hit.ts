import { redactNameInText } from "../../evaluation/evidence/redact-names";
import type { SpokenSentence } from "./spoken-sentence";

type Highlighted = Pick<SpokenSentence, "sentence" | "highlights">;

/**
 * A spoken hit's sentence with the candidate's name taken out, its highlights moved to where
 * their words now stand. The sentence is its words joined by single spaces (spokenSentence), so
 * each space-separated piece is redacted on its own, the casing judged on the whole sentence as
 * on a whole transcript. A highlight on a redacted piece is dropped: lighting up "[name]" would
 * tell the searcher the name is what matched.
 */
export function redactSpokenSentence<Hit extends Highlighted>(hit: Hit, parts: readonly string[]): Hit {
  if (parts.length === 0) return hit;
  const cased = hit.sentence !== hit.sentence.toLowerCase();
  const pieces: { from: number; to: number; shift: number; changed: boolean }[] = [];
  let shift = 0;
  let from = 0;
  const sentence = hit.sentence
    .split(" ")
    .map((piece) => {
      const redacted = redactNameInText(piece, parts, cased);
      pieces.push({ from, to: from + piece.length, shift, changed: redacted !== piece });
      from += piece.length + 1;
      shift += redacted.length - piece.length;
      return redacted;
    })
    .join(" ");
  if (sentence === hit.sentence) return hit;
  const highlights = hit.highlights.flatMap(({ start, end }) => {
    const covered = pieces.filter((piece) => piece.from < end && start < piece.to);
    const first = covered[0];
    if (!first || covered.some((piece) => piece.changed)) return [];
    // No redacted piece inside the highlight: its end moves as far as its start.
    return [{ start: start + first.shift, end: end + first.shift }];
  });
  return { ...hit, sentence, highlights };
}
