import { z } from "zod";
import type { DbOrTx } from "../../../../db/client";
import { defineTask } from "../../../../plugins/tasks/task-queue";
import type { AppServices } from "../../../../services";
import { runWindows } from "./answer-windows";

const payloadSchema = z.object({ sessionId: z.uuid(), segment: z.number().int().min(0) }).strict();
export type TranscribeWindowsPayload = z.infer<typeof payloadSchema>;

/** A run every this many chunks: about 5 s of browser recording, half a window. */
const WINDOWING_EVERY_CHUNKS = 5;

/**
 * Transcribes what a recording segment holds so far in windows of about 10 s (decision 0055).
 * Windows are a head start for the follow-up and the evaluation, never their only source, so a
 * lost or failed run costs time, not data: few retries.
 */
export const transcribeWindowsTask = defineTask<TranscribeWindowsPayload, AppServices>({
  name: "interviews.transcribe-windows",
  payload: payloadSchema,
  retryLimit: 2,
  retryDelaySeconds: 2,
  // A candidate is speaking: a run picked up seconds late is a follow-up built on less.
  pollingIntervalSeconds: 0.5,
  concurrency: (services) => services.config.interviewer?.windowWorkers ?? 1,
  handler: async (payload, services) => {
    await runWindows(services, payload);
  },
});

/** Queues a windowing run in the chunk's own transaction, on every fifth chunk of a segment. */
export async function queueWindowing(
  services: Pick<AppServices, "tasks">,
  tx: DbOrTx,
  chunk: { sessionId: string; segment: number; seq: number },
): Promise<void> {
  if (chunk.seq % WINDOWING_EVERY_CHUNKS !== WINDOWING_EVERY_CHUNKS - 1) return;
  await services.tasks.enqueue(
    transcribeWindowsTask,
    { sessionId: chunk.sessionId, segment: chunk.segment },
    { tx, singletonKey: `${chunk.sessionId}:${chunk.segment}:${Math.floor(chunk.seq / WINDOWING_EVERY_CHUNKS)}` },
  );
}
