import { and, eq, isNull, ne, or } from "drizzle-orm";
import { jobPostings, postingMatchRefreshes } from "../../db/schema";
import { defineSweepTask } from "../../plugins/tasks/task-queue";
import type { AppServices } from "../../services";
import { MATCH_SCORING_VERSION } from "./recompute-matches";
import { recomputeMatchesTask } from "./recompute-matches-task";

/**
 * Queues a recompute for every active posting whose matches were never computed as a whole by
 * the current scoring version: after a change of the scoring rules (or of how matches are
 * stored), and for a posting whose task was lost. Returns the posting ids queued.
 */
export async function refreshOutdatedMatches(services: Pick<AppServices, "db" | "tasks">): Promise<string[]> {
  const rows = await services.db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .leftJoin(postingMatchRefreshes, eq(postingMatchRefreshes.jobPostingId, jobPostings.id))
    .where(
      and(
        eq(jobPostings.status, "active"),
        or(isNull(postingMatchRefreshes.jobPostingId), ne(postingMatchRefreshes.scoringVersion, MATCH_SCORING_VERSION)),
      ),
    )
    .orderBy(jobPostings.id);
  for (const { id } of rows) {
    // One queued recompute per posting however often the sweep runs before the worker gets to it.
    await services.tasks.enqueue(recomputeMatchesTask, { postingId: id }, { tx: services.db, singletonKey: id });
  }
  return rows.map((row) => row.id);
}

/** Run daily; the server also runs it as it starts (decision 0054). */
export const refreshOutdatedMatchesTask = defineSweepTask<AppServices>(
  "matching.refresh-outdated",
  refreshOutdatedMatches,
);
