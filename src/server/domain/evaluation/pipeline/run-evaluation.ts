import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { recordingWindowsOf } from "../../interviews/interviewer/listening/recording-windows";
import { nameParts } from "../evidence/redact-names";
import { scoresContent } from "../scoring-policy";
import { assessAnswers } from "./assess-answers";
import {
  CLAIM_HEARTBEAT_MS,
  claimEvaluation,
  EvaluationHeldElsewhereError,
  finalisedRecording,
  loadEvaluatedInterview,
  loadEvaluation,
  type RecordingState,
  STALE_CLAIM_MS,
} from "./claim-evaluation";
import { cutAnswerAudio } from "./cut-answer-audio";
import { markFailed, reasonOf, refreshClaim } from "./evaluation-status";
import type { Evaluation, PipelineServices } from "./pipeline-services";
import { storeEvaluation } from "./store-evaluation";
import { transcribeAnswers } from "./transcribe-answers";

/**
 * Runs one evaluation to its end (decision 0050). Safe to deliver any number of times: a row
 * that is no longer current, done or failed is left alone, and the claim is a conditional
 * update, so of two deliveries only one does the work. While it runs it refreshes its claim, so
 * a delivery after a crash takes the work over within a minute; one that finds the claim alive
 * throws EvaluationHeldElsewhereError to be delivered again. Throws that and
 * RecordingNotReadyError (claim-evaluation.ts) only; anything else leaves the evaluation `failed`
 * with the reason.
 */
export async function runEvaluation(services: PipelineServices, evaluationId: string): Promise<void> {
  const evaluation = await loadEvaluation(services, evaluationId);
  if (!evaluation || !evaluation.isCurrent || evaluation.status === "done" || evaluation.status === "failed") return;
  const recording = await finalisedRecording(services, evaluation.interviewId);
  if (recording.kind === "failed") {
    await markFailed(services, evaluation.id, recording.reason);
    return;
  }
  const scale = services.config.recoveryTimeScale;
  const claimed = await claimEvaluation(services, evaluation.id, recording.fileId, STALE_CLAIM_MS * scale);
  if (!claimed) {
    const now = await loadEvaluation(services, evaluation.id);
    if (now?.isCurrent && (now.status === "transcribing" || now.status === "evaluating"))
      throw new EvaluationHeldElsewhereError(evaluation.id);
    return;
  }
  const heartbeat = setInterval(() => {
    refreshClaim(services, evaluation.id).catch((error: unknown) =>
      services.log.warn({ err: error, evaluationId }, "could not refresh an evaluation's claim"),
    );
  }, CLAIM_HEARTBEAT_MS * scale);
  heartbeat.unref();
  const scratch = await mkdtemp(path.join(await evaluationScratchRoot(services), `${evaluation.id}-`));
  try {
    await evaluate(services, claimed, recording, scratch);
  } catch (error) {
    services.log.warn({ err: error, evaluationId }, "an evaluation failed");
    await markFailed(services, evaluation.id, reasonOf(error));
  } finally {
    clearInterval(heartbeat);
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Where running evaluations keep their copy of the recording: inside this process's locked data
 * directory, so what a crashed one left behind is this process's alone and is cleared at start
 * (sweepEvaluationScratch).
 */
async function evaluationScratchRoot(services: Pick<PipelineServices, "config">): Promise<string> {
  const root = evaluationScratchDir(services.config.dataDir);
  await mkdir(root, { recursive: true });
  return root;
}

export function evaluationScratchDir(dataDir: string): string {
  return path.join(dataDir, "tmp", "evaluations");
}

/** Clears what evaluations that were running when the process stopped left behind (decision 0072). */
export async function sweepEvaluationScratch(dataDir: string): Promise<void> {
  await rm(evaluationScratchDir(dataDir), { recursive: true, force: true });
}

/** The steps of decision 0050's pipeline: cut the audio, transcribe, assess, store. */
async function evaluate(
  services: PipelineServices,
  evaluation: Evaluation,
  recording: Extract<RecordingState, { kind: "ready" }>,
  scratch: string,
): Promise<void> {
  const interview = await loadEvaluatedInterview(services, evaluation);
  const answers = await cutAnswerAudio(services, evaluation, interview, { storageKey: recording.storageKey, scratch });

  // The windows the interviewer transcribed while the candidate spoke (decision 0055).
  const windows = await recordingWindowsOf(services.db, recording.sessionId, {
    provider: services.ai.name,
    model: services.ai.transcribeModel,
  });
  await transcribeAnswers(services, evaluation, answers, windows);

  const contentScored = scoresContent({
    assesses: services.ai.assess !== null,
    humanReviewOnly: evaluation.humanReviewOnly,
  });
  const assessed = await assessAnswers(services, evaluation, answers, {
    scoresContent: contentScored,
    candidateName: nameParts(interview),
  });

  await storeEvaluation(services, evaluation, assessed, contentScored);
}
