import { readFile } from "node:fs/promises";
import path from "node:path";
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, toFile } from "openai";
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import type { TranscriptionVerbose } from "openai/resources/audio/transcriptions";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import type { Config } from "../../../config";
import { assessmentJsonSchema, assessmentOutputSchema, type AssessmentOutput } from "../assessment-output";
import {
  ProviderError,
  type AiProvider,
  type AnswerAudio,
  type AssessmentRequest,
  type AssessmentResponse,
  type ProviderUsage,
  type TranscriptionResult,
} from "./ai-provider";
import { buildAssessmentPrompt, type AssessmentPrompt } from "./assessment-prompt";
import { createConcurrencyLimit } from "./concurrency-limit";

/*
 * The `openai` provider (decision 0050): any OpenAI-compatible endpoint through the official SDK.
 * Chat and transcription are two clients, as they may live on different servers. Every HTTP
 * call goes through the SDK's own retry, which backs off on 408, 409, 429 and 5xx and on
 * timeouts, honouring `retry-after-ms` and `retry-after` (up to 60 s; longer waits fall back to
 * its exponential backoff), with maxRetries and a per-attempt timeout from the settings.
 * Calls per provider instance are bounded by `aiCalls.maxConcurrency`.
 */

/**
 * Two assessments of one answer must be independent samples, so not greedy decoding; low enough
 * that the model keeps to the anchors.
 */
export const ASSESSMENT_TEMPERATURE = 0.3;
/** Invalid output (bad JSON, wrong shape, wrong criteria) is asked again this many times, then the call fails. */
const MAX_INVALID_RETRIES = 2;
const ASSESSMENT_TOOL_NAME = "submit_assessment";

/** How the model is held to the schema, best first; a server that refuses one gets the next. */
const OUTPUT_MODES = ["json_schema", "tools", "json_object"] as const;
export type OutputMode = (typeof OUTPUT_MODES)[number];

type OpenAiSettings = Extract<Config["ai"], { kind: "openai" }>;

function times(count: number): string {
  return count === 1 ? "once" : count === 2 ? "twice" : `${count} times`;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return error instanceof APIUserAbortError || signal?.aborted === true;
}

/** A failed call in words a company admin can act on; retryable unless the request itself was refused. */
function toProviderError(error: unknown, calls: Config["aiCalls"], what: string): unknown {
  if (error instanceof ProviderError || error instanceof APIUserAbortError) return error;
  const attempts = calls.maxRetries + 1;
  if (error instanceof APIConnectionTimeoutError)
    return new ProviderError(
      `The AI provider did not answer the ${what} within ${calls.timeoutMs / 1000} s, ${times(attempts)}`,
      true,
    );
  if (error instanceof APIConnectionError)
    return new ProviderError(`The AI provider could not be reached for the ${what} (${times(attempts)})`, true);
  if (error instanceof APIError && error.status !== undefined) {
    if (error.status === 429)
      return new ProviderError(
        `The AI provider answered 429 (too many requests) to the ${what} ${times(attempts)}`,
        true,
      );
    if (error.status >= 500 || error.status === 408 || error.status === 409)
      return new ProviderError(`The AI provider answered ${error.status} to the ${what} ${times(attempts)}`, true);
    return new ProviderError(`The AI provider refused the ${what}: ${error.message}`, false);
  }
  return error;
}

const UNSUPPORTED = /not supported|unsupported|not implemented|no body/i;
const MODE_WORDS: Record<OutputMode, RegExp> = {
  json_schema: /response_format|json_schema|schema|structured|guided/i,
  tools: /tool|function/i,
  json_object: /response_format|json_object|json mode/i,
};

/** A 4xx that says this server lacks the output mode (vLLM, Ollama, LocalAI and others word it differently). */
export function refusesMode(error: unknown, mode: OutputMode): boolean {
  if (!(error instanceof APIError) || (error.status !== 400 && error.status !== 422)) return false;
  const text = `${error.message} ${JSON.stringify(error.error ?? null)}`;
  return MODE_WORDS[mode].test(text) || UNSUPPORTED.test(text);
}

function requestBody(
  model: string,
  mode: OutputMode,
  prompt: AssessmentPrompt,
): ChatCompletionCreateParamsNonStreaming {
  const base: ChatCompletionCreateParamsNonStreaming = {
    model,
    temperature: ASSESSMENT_TEMPERATURE,
    messages: [
      { role: "system", content: prompt.system },
      { role: "user", content: prompt.user },
    ],
  };
  if (mode === "json_schema")
    return {
      ...base,
      response_format: {
        type: "json_schema",
        json_schema: { name: "assessment", strict: true, schema: assessmentJsonSchema },
      },
    };
  if (mode === "tools")
    return {
      ...base,
      tools: [
        {
          type: "function",
          function: {
            name: ASSESSMENT_TOOL_NAME,
            description: "Submit the assessment of the answer, criterion by criterion.",
            parameters: assessmentJsonSchema,
            strict: true,
          },
        },
      ],
      tool_choice: { type: "function", function: { name: ASSESSMENT_TOOL_NAME } },
    };
  return { ...base, response_format: { type: "json_object" } };
}

type Parsed = { ok: true; output: AssessmentOutput } | { ok: false; problem: string };

/** The model's reply held to the schema, and to exactly the criteria that were asked for. */
function parseAssessmentReply(text: string | null, wantedKeys: string[]): Parsed {
  if (text === null || text.trim() === "") return { ok: false, problem: "the reply was empty" };
  // Models in json_object mode sometimes wrap the object in a Markdown code fence.
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch {
    return { ok: false, problem: "the reply was not valid JSON" };
  }
  const result = assessmentOutputSchema.safeParse(json);
  if (!result.success) return { ok: false, problem: "the reply did not match the assessment schema" };
  const keys = result.data.criteria.map((criterion) => criterion.key);
  const sameKeys =
    keys.length === wantedKeys.length &&
    new Set(keys).size === keys.length &&
    wantedKeys.every((key) => keys.includes(key));
  if (!sameKeys)
    return {
      ok: false,
      problem: `the reply assessed criteria ${JSON.stringify(keys)} instead of ${JSON.stringify(wantedKeys)}`,
    };
  return { ok: true, output: result.data };
}

function replyText(completion: ChatCompletion, mode: OutputMode): { text: string | null; problem: string | null } {
  const choice = completion.choices[0];
  if (!choice) return { text: null, problem: "the reply had no choices" };
  if (choice.finish_reason === "length") return { text: null, problem: "the reply was cut off at the token limit" };
  if (choice.message.refusal) return { text: null, problem: `the model refused: ${choice.message.refusal}` };
  if (mode === "tools") {
    const call = choice.message.tool_calls?.find(
      (toolCall) => toolCall.type === "function" && toolCall.function.name === ASSESSMENT_TOOL_NAME,
    );
    // A server that ignores tool_choice may still answer in the message: it is validated all the same.
    if (call?.type === "function") return { text: call.function.arguments, problem: null };
  }
  return { text: choice.message.content, problem: null };
}

function addUsage(total: ProviderUsage | null, completion: ChatCompletion): ProviderUsage | null {
  if (!completion.usage) return total;
  return {
    promptTokens: (total?.promptTokens ?? 0) + completion.usage.prompt_tokens,
    completionTokens: (total?.completionTokens ?? 0) + completion.usage.completion_tokens,
  };
}

function clampTime(seconds: number, duration: number): number {
  return Math.min(Math.max(seconds, 0), duration > 0 ? duration : Number.POSITIVE_INFINITY);
}

/** Word timings from verbose_json; servers that only time segments get each segment's words spread over it. */
function timedWords(result: TranscriptionVerbose, duration: number): TimedWord[] | null {
  const timed = (text: string, start: number, end: number): TimedWord => ({
    text,
    start: clampTime(start, duration),
    end: clampTime(Math.max(end, start), duration),
  });
  if (result.words && result.words.length > 0)
    return result.words
      .map((word) => ({ ...word, word: word.word.trim() }))
      .filter((word) => word.word !== "")
      .map((word) => timed(word.word, word.start, word.end));
  if (result.segments && result.segments.length > 0)
    return result.segments.flatMap((segment) => {
      const words = segment.text.split(/\s+/).filter(Boolean);
      const step = (segment.end - segment.start) / Math.max(words.length, 1);
      return words.map((word, index) => timed(word, segment.start + index * step, segment.start + (index + 1) * step));
    });
  return result.text.trim() === "" ? [] : null;
}

function transcriptionUsage(result: TranscriptionVerbose): ProviderUsage | null {
  // gpt-4o-transcribe bills tokens; whisper-1 bills seconds, which are not tokens.
  const usage = result.usage as { type?: string; input_tokens?: number; output_tokens?: number } | undefined;
  if (usage?.type !== "tokens") return null;
  return { promptTokens: usage.input_tokens ?? 0, completionTokens: usage.output_tokens ?? 0 };
}

/** The clients and bounds one provider's calls share. */
interface OpenAiLane {
  ai: OpenAiSettings;
  calls: Config["aiCalls"];
  chat: OpenAI;
  transcription: OpenAI;
  limit: ReturnType<typeof createConcurrencyLimit>;
  /** The best output mode this server has not refused; kept for the life of the provider. */
  mode: OutputMode;
}

export function createOpenAiProvider(ai: OpenAiSettings, calls: Config["aiCalls"]): AiProvider {
  const clientOptions = { timeout: calls.timeoutMs, maxRetries: calls.maxRetries };
  const lane: OpenAiLane = {
    ai,
    calls,
    chat: new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey, ...clientOptions }),
    transcription: new OpenAI({ baseURL: ai.transcribeBaseUrl, apiKey: ai.transcribeApiKey, ...clientOptions }),
    limit: createConcurrencyLimit(calls.maxConcurrency),
    mode: "json_schema",
  };
  return {
    name: "openai",
    chatModel: ai.chatModel,
    transcribeModel: ai.transcribeModel,
    transcribe: (audio, signal) => transcribe(lane, audio, signal),
    assess: (request, signal) => assess(lane, request, signal),
  };
}

async function transcribe(lane: OpenAiLane, audio: AnswerAudio, signal?: AbortSignal): Promise<TranscriptionResult> {
  const { ai, calls, limit, transcription } = lane;
  const file = await toFile(await readFile(audio.wavPath), path.basename(audio.wavPath), { type: "audio/wav" });
  let result: TranscriptionVerbose;
  try {
    result = await limit.run(
      () =>
        transcription.audio.transcriptions.create(
          {
            model: ai.transcribeModel,
            file,
            response_format: "verbose_json",
            timestamp_granularities: ["word"],
          },
          { signal },
        ),
      signal,
    );
  } catch (error) {
    throw toProviderError(error, calls, "transcription");
  }
  const words = timedWords(result, audio.durationSeconds);
  if (words === null)
    return {
      kind: "unavailable",
      reason: `The transcription server (${ai.transcribeModel}) returned text without word timings`,
    };
  return {
    kind: "transcript",
    words,
    text: words.map((word) => word.text).join(" "),
    model: ai.transcribeModel,
    rough: false,
    usage: transcriptionUsage(result),
  };
}

async function assess(lane: OpenAiLane, request: AssessmentRequest, signal?: AbortSignal): Promise<AssessmentResponse> {
  const { ai, calls } = lane;
  const wantedKeys = request.criteria.map((criterion) => criterion.key);
  let invalidAttempts = 0;
  let usage: ProviderUsage | null = null;
  for (;;) {
    const attemptMode = lane.mode;
    const prompt = buildAssessmentPrompt(request, { schemaInPrompt: attemptMode === "json_object" });
    let completion: ChatCompletion;
    try {
      completion = await lane.limit.run(
        () => lane.chat.chat.completions.create(requestBody(ai.chatModel, attemptMode, prompt), { signal }),
        signal,
      );
    } catch (error) {
      if (!isAbort(error, signal) && refusesMode(error, attemptMode)) {
        stepDownFrom(lane, attemptMode, error);
        continue;
      }
      throw toProviderError(error, calls, "assessment");
    }
    usage = addUsage(usage, completion);
    const reply = replyText(completion, attemptMode);
    const parsed: Parsed =
      reply.problem === null ? parseAssessmentReply(reply.text, wantedKeys) : { ok: false, problem: reply.problem };
    if (parsed.ok)
      return {
        output: parsed.output,
        model: completion.model || ai.chatModel,
        usage,
        promptHash: prompt.promptHash,
        temperature: ASSESSMENT_TEMPERATURE,
        invalidAttempts,
      };
    invalidAttempts += 1;
    if (invalidAttempts > MAX_INVALID_RETRIES)
      throw new ProviderError(
        `The AI provider gave no valid assessment in ${invalidAttempts} attempts: ${parsed.problem}`,
        false,
      );
  }
}

/** The server refused `refused`: the lane falls back to the next output mode, or gives up. */
function stepDownFrom(lane: OpenAiLane, refused: OutputMode, error: unknown): void {
  const next = OUTPUT_MODES[OUTPUT_MODES.indexOf(refused) + 1];
  if (next === undefined)
    throw new ProviderError(
      `The AI provider accepts none of json_schema, tool calling or json_object answers: ${(error as Error).message}`,
      false,
    );
  // Concurrent calls may have moved on already; never move back.
  if (OUTPUT_MODES.indexOf(lane.mode) < OUTPUT_MODES.indexOf(next)) lane.mode = next;
}
