import { z } from "zod";
import { defineTask } from "../../../plugins/tasks/task-queue";
import type { AppServices } from "../../../services";
import { runEvaluation } from "./run-evaluation";

/**
 * One durable task per evaluation (decision 0050). It throws only while the recording is still
 * being finalised or another live worker holds the evaluation, so pg-boss retries it with
 * backoff; any other failure is written onto the evaluation as `failed` with its reason, where
 * the company and admins see it and can Retry. Its heartbeat hands the task to another worker
 * soon after a crash (decision 0072).
 */
export const evaluateInterviewTask = defineTask<{ evaluationId: string }, AppServices>({
  name: "evaluation.evaluate-interview",
  payload: z.object({ evaluationId: z.uuid() }),
  // Waiting for a recording: 10 s, 20 s, 40 s … about three hours in all, longer than the
  // finalize task's own retries and the sweep that requeues it (decision 0024).
  retryLimit: 10,
  retryDelaySeconds: 10,
  heartbeatSeconds: 20,
  handler: (payload, services) => runEvaluation(services, payload.evaluationId),
});
