import { sql, type SQL } from "drizzle-orm";
import { candidates } from "../../../db/schema";

/**
 * A pool search under blind review must not tell who is who by matching a name: a candidate
 * matches only on what is left of their search document once the words of their name are taken
 * out (a name word that is also a skill or title word goes too; the search is a little narrower,
 * never revealing). Computed only on the rows the indexed match already found.
 */
export function matchesWithoutName(query: SQL): SQL {
  const name = sql`coalesce(${candidates.searchName}, '')`;
  const nameWords = sql`tsvector_to_array(to_tsvector('english', ${name}) || to_tsvector('simple', ${name}))`;
  return sql`ts_delete(${candidates.searchVector}, ${nameWords}) @@ ${query}`;
}

/**
 * The same for what candidates said (the pool's spoken search): an answer's words (`doc`) match
 * only once the words of the name of the candidate who said them (`candidateId`) are taken out,
 * since candidates say their name in their interview. Computed only on answers the match found.
 */
export function saidWithoutName(doc: SQL, candidateId: SQL, query: SQL): SQL {
  const name = sql`coalesce((select named.search_name from candidates named where named.id = ${candidateId}), '')`;
  const nameWords = sql`tsvector_to_array(to_tsvector('english', ${name}) || to_tsvector('simple', ${name}))`;
  return sql`ts_delete(${doc}, ${nameWords}) @@ ${query}`;
}
