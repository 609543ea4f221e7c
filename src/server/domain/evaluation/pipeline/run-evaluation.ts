import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { recordingWindowsOf } from "../../interviews/interviewer/listening/recording-windows";
import { nameParts } from "../evidence/redact-names";
import { scoresContent } from "../scoring-policy";
import { assessAnswers } from "./assess-answers";
import {
  claimEvaluation,
  finalisedRecording,
  loadEvaluatedInterview,
  loadEvaluation,
  type RecordingState,
} from "./claim-evaluation";
import { cutAnswerAudio } from "./cut-answer-audio";
import { markFailed, reasonOf } from "./evaluation-status";
import type { Evaluation, PipelineServices } from "./pipeline-services";
import { storeEvaluation } from "./store-evaluation";
import { transcribeAnswers } from "./transcribe-answers";

/**
 * Runs one evaluation to its end (decision 0050). Safe to deliver any number of times: a row
 * that is no longer current, done or failed is left alone, and the claim is a conditional
 * update, so of two deliveries only one does the work. Throws only RecordingNotReadyError
 * (claim-evaluation.ts); anything else leaves the evaluation `failed` with the reason.
 */
export async function runEvaluation(services: PipelineServices, evaluationId: string): Promise<void> {
  const evaluation = await loadEvaluation(services, evaluationId);
  if (!evaluation || !evaluation.isCurrent || evaluation.status === "done" || evaluation.status === "failed") return;
  const recording = await finalisedRecording(services, evaluation.interviewId);
  if (recording.kind === "failed") {
    await markFailed(services, evaluation.id, recording.reason);
    return;
  }
  const claimed = await claimEvaluation(services, evaluation.id, recording.fileId);
  if (!claimed) return;
  const scratch = await mkdtemp(path.join(os.tmpdir(), `onetake-evaluation-${evaluation.id}-`));
  try {
    await evaluate(services, claimed, recording, scratch);
  } catch (error) {
    services.log.warn({ err: error, evaluationId }, "an evaluation failed");
    await markFailed(services, evaluation.id, reasonOf(error));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
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
