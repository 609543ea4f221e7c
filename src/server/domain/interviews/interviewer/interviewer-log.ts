import type { Config } from "../../../config";
import type { DbOrTx } from "../../../db/client";
import { interviewerCalls } from "../../../db/schema";
import type { ProviderUsage } from "../../evaluation/providers/ai-provider";
import { costOf } from "../../evaluation/pipeline/run-log";

export type InterviewerCallEntry = Omit<
  typeof interviewerCalls.$inferInsert,
  "id" | "createdAt" | "costUsd" | "promptTokens" | "completionTokens" | "provider" | "step"
> & {
  step?: (typeof interviewerCalls.$inferInsert)["step"];
  /** The evaluation's provider transcribes windows (offline or openai); the chat lane is openai. */
  provider?: string;
  usage?: ProviderUsage | null;
};

/**
 * Appends one of the AI interviewer's provider calls to its log (decision 0055), as the
 * evaluation's run log does: never updated, failed and refused calls included, with the cost.
 */
export async function logInterviewerCall(
  services: { db: DbOrTx; config: Pick<Config, "aiCalls"> },
  entry: InterviewerCallEntry,
): Promise<void> {
  const { usage, step = "follow-up", provider = "openai", ...row } = entry;
  await services.db.insert(interviewerCalls).values({
    ...row,
    step,
    provider,
    promptTokens: usage?.promptTokens ?? null,
    completionTokens: usage?.completionTokens ?? null,
    costUsd: usage ? costOf(services.config, usage) : null,
    error: row.error ? row.error.slice(0, 2000) : null,
  });
}
