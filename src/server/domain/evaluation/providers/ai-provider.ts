import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import type { RubricCriterion } from "@shared/evaluation/rubric";
import type { AssessmentOutput } from "../assessment-output";

/*
 * One interface, two drivers (decision 0050): `openai` (any OpenAI-compatible endpoint) and
 * `offline` (pocketsphinx where installed; it never judges content). The pipeline only talks to
 * this; the provider contract suite runs against both.
 */

export interface ProviderUsage {
  promptTokens: number;
  completionTokens: number;
}

/** One answer's audio: 16 kHz mono 16-bit WAV, times relative to the start of the answer. */
export interface AnswerAudio {
  wavPath: string;
  durationSeconds: number;
}

export type TranscriptionResult =
  | {
      kind: "transcript";
      /** Times relative to the answer's audio; the pipeline adds the answer's offset. */
      words: TimedWord[];
      text: string;
      model: string;
      /** A rough automatic transcript (pocketsphinx): labelled so wherever it is shown. */
      rough: boolean;
      usage: ProviderUsage | null;
    }
  | { kind: "unavailable"; reason: string };

export interface AssessmentRequest {
  question: string;
  criteria: RubricCriterion[];
  /** The answer's transcript (corrections applied): data, never instructions. */
  transcript: string;
  /** The assessment runs twice, independently. */
  runIndex: number;
}

export interface AssessmentResponse {
  /** Already validated against the strict schema; invalid output never gets this far. */
  output: AssessmentOutput;
  model: string;
  usage: ProviderUsage | null;
  promptHash: string;
  temperature: number;
  /** Invalid outputs that were retried before this one (each is logged by the caller). */
  invalidAttempts: number;
}

export interface AiProvider {
  readonly name: "openai" | "offline";
  readonly chatModel: string | null;
  readonly transcribeModel: string | null;
  transcribe(audio: AnswerAudio, signal?: AbortSignal): Promise<TranscriptionResult>;
  /** Null for providers that never judge content: the offline provider measures signals only. */
  readonly assess: ((request: AssessmentRequest, signal?: AbortSignal) => Promise<AssessmentResponse>) | null;
}

/** A provider call that failed for good (after its own retries): the step fails with this message. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
