import { and, eq, inArray, sql } from "drizzle-orm";
import { evaluations } from "../../../db/schema";
import type { PipelineServices } from "./pipeline-services";

/** A failure that says in plain words what went wrong, shown with the failed evaluation. */
export class EvaluationFailure extends Error {}

/** The words a failed evaluation shows for an error. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "The evaluation stopped with an unexpected error.";
}

/** Moves a claimed evaluation to its next working status, keeping the claim fresh. */
export async function touchEvaluation(
  services: Pick<PipelineServices, "db">,
  evaluationId: string,
  status: "transcribing" | "evaluating",
): Promise<void> {
  await services.db
    .update(evaluations)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(evaluations.id, evaluationId), inArray(evaluations.status, ["transcribing", "evaluating"])));
}

/** Keeps a running evaluation's claim fresh, so no other worker takes it over while this one lives. */
export async function refreshClaim(services: Pick<PipelineServices, "db">, evaluationId: string): Promise<void> {
  await services.db
    .update(evaluations)
    .set({ updatedAt: new Date() })
    .where(and(eq(evaluations.id, evaluationId), inArray(evaluations.status, ["transcribing", "evaluating"])));
}

/** Leaves the evaluation `failed` with the reason, unless it finished meanwhile. */
export async function markFailed(
  services: Pick<PipelineServices, "db">,
  evaluationId: string,
  reason: string,
): Promise<void> {
  await services.db
    .update(evaluations)
    .set({ status: "failed", failureReason: reason.slice(0, 2000), updatedAt: new Date() })
    .where(and(eq(evaluations.id, evaluationId), sql`${evaluations.status} <> 'done'`));
}
