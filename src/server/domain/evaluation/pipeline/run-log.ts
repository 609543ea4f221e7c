import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Config } from "../../../config";
import type { DbOrTx } from "../../../db/client";
import { evaluationRuns } from "../../../db/schema";
import type { ProviderUsage } from "../providers/ai-provider";

export type RunLogEntry = Omit<typeof evaluationRuns.$inferInsert, "id" | "createdAt" | "costUsd"> & {
  usage?: ProviderUsage | null;
};

/**
 * Appends one provider call to the run log (decision 0050): never updated, never deleted on its
 * own, failed calls included, so what was asked of whom at what cost stays traceable.
 */
export async function appendRun(db: DbOrTx, config: Pick<Config, "aiCalls">, entry: RunLogEntry): Promise<void> {
  const { usage, ...row } = entry;
  await db.insert(evaluationRuns).values({
    ...row,
    promptTokens: usage?.promptTokens ?? null,
    completionTokens: usage?.completionTokens ?? null,
    costUsd: usage ? costOf(config, usage) : null,
    error: row.error ? row.error.slice(0, 2000) : null,
  });
}

/** US dollars from the configured prices per million tokens. */
export function costOf(config: Pick<Config, "aiCalls">, usage: ProviderUsage): number {
  return (
    (usage.promptTokens * config.aiCalls.pricePerMillionInputTokens +
      usage.completionTokens * config.aiCalls.pricePerMillionOutputTokens) /
    1_000_000
  );
}

export function sha256Text(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export async function sha256File(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const piece of createReadStream(filePath)) hash.update(piece as Buffer);
  return hash.digest("hex");
}

/** Milliseconds since `started` (a performance.now() reading), for a run's latency. */
export function elapsedMs(started: number): number {
  return Math.round(performance.now() - started);
}
