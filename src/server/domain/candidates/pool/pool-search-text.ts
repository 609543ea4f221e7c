/** The most words of a search the query uses: the rest narrows nothing useful. */
const MAX_WORDS = 8;

/** A search as the pool's full-text query takes it: whole words, then the word being typed. */
export interface PoolSearchTerms {
  /** Every word but the last, each of which must match (English stems: 'engineers' finds engineer). */
  words: string[];
  /** The last word, matched as a prefix so results follow typing ('pyth' finds Python). */
  prefix: string;
}

/**
 * The search box's text as the pool's query terms. Only letters and digits pass, so nothing the
 * user types is tsquery syntax. Null when no word is left.
 */
export function poolSearchTerms(search: string | undefined): PoolSearchTerms | null {
  const words =
    (search ?? "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  const prefix = words.pop();
  return prefix === undefined ? null : { words, prefix };
}
