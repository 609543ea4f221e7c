import type { DbOrTx } from "../../db/client";
import type { AppServices } from "../../services";

/**
 * The one place the reading side asks for a new evaluation of an interview (decision 0050: a
 * transcript correction triggers a re-evaluation), in the caller's transaction so the request
 * exists exactly when the correction does. It hands over to the pipeline's enqueueEvaluation.
 */
export async function requestReEvaluation(
  services: Pick<AppServices, "tasks" | "config">,
  tx: DbOrTx,
  input: { interviewId: string; reason: "correction" },
): Promise<void> {
  // Placeholder until the pipeline's enqueueEvaluation(services, tx, { interviewId, reason }) lands.
  void services;
  void tx;
  void input;
}
