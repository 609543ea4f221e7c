import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { applications, candidates, interviews } from "../../db/schema";
import { defineTask } from "../../plugins/tasks/task-queue";
import type { AppServices } from "../../services";
import { recomputeMatches } from "./recompute-matches";

/**
 * What changed: a posting (all its candidates), a candidate (all active postings), or an
 * interview (its candidate, found when the task runs).
 */
const payloadSchema = z.union([
  z.object({ postingId: z.uuid() }).strict(),
  z.object({ candidateId: z.uuid() }).strict(),
  z.object({ interviewId: z.uuid() }).strict(),
]);
export type MatchRecomputeTarget = z.infer<typeof payloadSchema>;

/**
 * Keeps match_scores fresh (decision 0052). Recomputing is idempotent and writes only rows whose
 * digest changed, so a task run twice, or run for a change that moved nothing, is harmless.
 */
export const recomputeMatchesTask = defineTask<MatchRecomputeTarget, AppServices>({
  name: "matching.recompute",
  payload: payloadSchema,
  retryLimit: 3,
  handler: async (payload, services) => {
    if ("interviewId" in payload) {
      const candidateId = await candidateOfInterview(services.db, payload.interviewId);
      if (candidateId) await recomputeMatches(services.db, { candidateId });
      return;
    }
    await recomputeMatches(services.db, payload);
  },
});

async function candidateOfInterview(db: DbOrTx, interviewId: string): Promise<string | null> {
  const [row] = await db
    .select({ candidateId: applications.candidateId })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(eq(interviews.id, interviewId));
  return row?.candidateId ?? null;
}

/** Queues a recompute in the transaction of the change it follows (decision 0011). */
export async function queueMatchRecompute(
  services: Pick<AppServices, "tasks">,
  tx: DbOrTx,
  target: MatchRecomputeTarget,
): Promise<void> {
  await services.tasks.enqueue(recomputeMatchesTask, target, { tx });
}

/** The same, for a change known by the candidate's user id (their own profile and settings). */
export async function queueCandidateMatchRecompute(
  services: Pick<AppServices, "tasks">,
  tx: DbOrTx,
  profileId: string,
): Promise<void> {
  const [row] = await tx.select({ id: candidates.id }).from(candidates).where(eq(candidates.profileId, profileId));
  if (row) await queueMatchRecompute(services, tx, { candidateId: row.id });
}
