import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, interviews } from "../../db/schema";
import { recordStatusEvent } from "./record-status-event";

/**
 * When the network interview is recorded, the applications that reuse it (decision 0029: no
 * interview of their own) and still wait with a resume alone now have it too, so they move from
 * pending to completed like the interview's own application. Call it in the finishing transaction.
 */
export async function completeLinkedApplications(tx: DbOrTx, finishedApplicationId: string, now: Date): Promise<void> {
  const [network] = await tx
    .select({ candidateId: applications.candidateId })
    .from(applications)
    .where(and(eq(applications.id, finishedApplicationId), isNull(applications.jobPostingId)))
    .limit(1);
  if (!network) return;
  const moved = await tx
    .update(applications)
    .set({ status: "completed", updatedAt: now })
    .where(
      and(
        eq(applications.candidateId, network.candidateId),
        eq(applications.status, "pending"),
        sql`${applications.jobPostingId} is not null`,
        notExists(
          tx.select({ id: interviews.id }).from(interviews).where(eq(interviews.applicationId, applications.id)),
        ),
      ),
    )
    .returning({ id: applications.id });
  for (const { id } of moved) await recordStatusEvent(tx, id, "completed", now);
}
