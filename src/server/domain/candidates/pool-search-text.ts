/** The most words of a search the query uses: the rest narrows nothing useful. */
const MAX_WORDS = 8;

/**
 * The search box's text as a to_tsquery('english') expression: every word must match, the last
 * one as a prefix, so results follow typing ('pyth' finds Python). Only letters and digits pass,
 * so nothing the user types is tsquery syntax. Null when no word is left.
 */
export function poolTsQuery(search: string | undefined): string | null {
  const words =
    (search ?? "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(" & ");
}
