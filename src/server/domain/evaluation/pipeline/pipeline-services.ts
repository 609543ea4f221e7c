import os from "node:os";
import type { evaluations } from "../../../db/schema";
import type { AppServices } from "../../../services";

/** What the evaluation pipeline's steps use (decision 0050). */
export type PipelineServices = Pick<AppServices, "db" | "blobs" | "log" | "config" | "ai" | "tasks">;
export type Evaluation = typeof evaluations.$inferSelect;

/** Offline transcription is CPU work bounded by the cores; a remote provider by its own bound. */
export function parallelCalls(services: Pick<PipelineServices, "ai" | "config">): number {
  return services.ai.name === "offline"
    ? Math.max(1, os.availableParallelism())
    : services.config.aiCalls.maxConcurrency;
}
