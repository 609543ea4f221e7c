import type { DbOrTx } from "../../db/client";
import type { AppServices } from "../../services";
import { enqueueEvaluation } from "./pipeline/enqueue-evaluation";

/**
 * The one place the reading side asks for a new evaluation of an interview (decision 0050: a
 * transcript correction triggers a re-evaluation), in the caller's transaction so the request
 * exists exactly when the correction does.
 */
export async function requestReEvaluation(
  services: Pick<AppServices, "tasks" | "ai">,
  tx: DbOrTx,
  input: { interviewId: string; reason: "correction" },
): Promise<void> {
  await enqueueEvaluation(services, tx, input);
}
