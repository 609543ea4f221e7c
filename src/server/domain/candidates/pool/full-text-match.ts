import { sql, type SQL } from "drizzle-orm";
import type { PoolSearchTerms } from "./pool-search-text";

/**
 * `doc @@ query` for a search, narrowed by its whole words first. A typed prefix of a common word
 * ('mod' of model, 'eng' of engineer) makes a GIN index gather every row with any word that starts
 * so before it can narrow anything: 150 ms over 700,000 answers, 30 ms over 100,000 profiles. The
 * whole words go to the index; the full query, prefix included, is checked on the rows they found
 * (ts_match_vq is the function behind @@, which the planner does not take to an index). With no
 * whole word yet, the prefix goes to the index as it is.
 */
export function fullTextMatch(doc: SQL, query: SQL, { words }: PoolSearchTerms): SQL {
  if (words.length === 0) return sql`${doc} @@ ${query}`;
  return sql`${doc} @@ to_tsquery('english', ${words.join(" & ")}) and ts_match_vq(${doc}, ${query})`;
}
