import type { DbOrTx } from "../../db/client";
import { transcriptCorrections } from "../../db/schema";
import type { AppServices } from "../../services";
import { queueMatchRecompute } from "../matching/recompute-matches-task";
import { requestReEvaluation } from "./request-re-evaluation";

/**
 * A correction becomes the answer's transcript for the AI, matching, search and captions: stored
 * beside the original, with the interview re-assessed and its matches recomputed in the same
 * transaction (decisions 0050 and 0069). A correction's only way in: applied at once when small,
 * or accepted by the reviewer.
 */
export async function applyCorrection(
  services: Pick<AppServices, "tasks" | "ai">,
  tx: DbOrTx,
  correction: typeof transcriptCorrections.$inferInsert,
): Promise<void> {
  await tx.insert(transcriptCorrections).values(correction);
  await requestReEvaluation(services, tx, { interviewId: correction.interviewId, reason: "correction" });
  await queueMatchRecompute(services, tx, { interviewId: correction.interviewId });
}
