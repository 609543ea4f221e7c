import { and, eq, inArray, lt, or } from "drizzle-orm";
import { evaluationMessages } from "@shared/evaluation/evaluation-contracts";
import { evaluations } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { conflict, forbidden, notFound } from "../../../errors";
import { loadWatchableInterview } from "../../interviews/recording/recording-access";
import { STALE_CLAIM_MS } from "./claim-evaluation";
import { evaluateInterviewTask } from "./evaluate-interview-task";

export const retryMessages = {
  notAllowed: "Only the company that owns this application, or an admin, can retry its evaluation.",
} as const;

/**
 * Runs a failed evaluation again (decision 0050), or one left stuck by a worker that stopped
 * (its claim went stale; decision 0072): the company whose posting the interview answers,
 * or an admin (the network interview has no owning company). The same row goes back to `queued`
 * and its task is enqueued in the same transaction; a retry that lost a race to another is a 409.
 */
export async function retryEvaluation(
  services: Pick<AppServices, "db" | "sessions" | "tasks" | "config">,
  actor: Actor | null,
  interviewId: string,
): Promise<{ evaluationId: string }> {
  const { interview, watcher } = await loadWatchableInterview(services, actor, interviewId);
  const owningCompany = watcher === "company" && interview.postingCompanyId !== null;
  if (watcher !== "admin" && !owningCompany) throw forbidden(retryMessages.notAllowed);
  return services.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: evaluations.id, status: evaluations.status })
      .from(evaluations)
      .where(and(eq(evaluations.interviewId, interview.id), eq(evaluations.isCurrent, true)));
    if (!current) throw notFound(evaluationMessages.notFound);
    const [queued] = await tx
      .update(evaluations)
      .set({ status: "queued", failureReason: null, updatedAt: new Date() })
      .where(
        and(
          eq(evaluations.id, current.id),
          or(
            eq(evaluations.status, "failed"),
            and(
              inArray(evaluations.status, ["transcribing", "evaluating"]),
              lt(evaluations.updatedAt, new Date(Date.now() - STALE_CLAIM_MS)),
            ),
          ),
        ),
      )
      .returning({ id: evaluations.id });
    if (!queued) throw conflict(evaluationMessages.notFailed);
    await services.tasks.enqueue(evaluateInterviewTask, { evaluationId: queued.id }, { tx, singletonKey: queued.id });
    return { evaluationId: queued.id };
  });
}
