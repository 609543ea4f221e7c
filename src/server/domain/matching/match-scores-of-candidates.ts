import { sql, type SQL } from "drizzle-orm";
import { arrayLiteral } from "../../db/array-literal";
import { jobPostings, matchScores } from "../../db/schema";

/**
 * The stored matches of these candidates, found through the postings: the primary key leads with
 * the posting (decision 0058), so the database probes it once per posting, where a condition on
 * the candidate alone would read the whole table. `active` limits it to the postings a
 * candidate's recompute scores.
 */
export function ofCandidates(candidateIds: readonly string[], postings: "all" | "active" = "all"): SQL {
  const which = postings === "active" ? sql` where ${jobPostings.status} = 'active'` : sql``;
  return sql`${matchScores.jobPostingId} in (select ${jobPostings.id} from ${jobPostings}${which})
    and ${matchScores.candidateId} = any(${arrayLiteral(candidateIds)}::uuid[])`;
}
