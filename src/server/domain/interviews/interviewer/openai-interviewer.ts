import OpenAI from "openai";
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import type { Config } from "../../../config";
import type { ProviderUsage } from "../../evaluation/providers/ai-provider";
import { refusesMode } from "../../evaluation/providers/openai-provider";
import { followUpJsonSchema, parseFollowUpReply, type FollowUpOutput } from "./follow-ups/follow-up-output";
import {
  buildFollowUpPrompt,
  FOLLOW_UP_TEMPERATURE,
  type FollowUpPrompt,
  type FollowUpRequest,
} from "./follow-ups/follow-up-prompt";
import { providerFailure } from "./provider-failure";

/*
 * The AI interviewer's chat lane: its own SDK client, apart from the evaluation's, because a
 * candidate is waiting. No retries (a retry cannot fit in the 3 s a follow-up has) and no timeout
 * of its own: the caller's signal is the deadline. A running evaluation never holds this lane.
 */

type OpenAiSettings = Extract<Config["ai"], { kind: "openai" }>;

type FollowUpDraftOutcome = "ok" | "invalid-output" | "failed" | "aborted";

/** What one request for a follow-up came to, with what the interviewer's log keeps of it. */
export type FollowUpDraft = {
  model: string;
  promptHash: string;
  usage: ProviderUsage | null;
  latencyMs: number;
} & ({ outcome: "ok"; output: FollowUpOutput } | { outcome: Exclude<FollowUpDraftOutcome, "ok">; error: string });

export interface FollowUpDrafter {
  readonly chatModel: string;
  draftFollowUp(request: FollowUpRequest, signal: AbortSignal): Promise<FollowUpDraft>;
}

function body(model: string, prompt: FollowUpPrompt, structured: boolean): ChatCompletionCreateParamsNonStreaming {
  return {
    model,
    temperature: FOLLOW_UP_TEMPERATURE,
    messages: [
      { role: "system", content: prompt.system },
      { role: "user", content: prompt.user },
    ],
    response_format: structured
      ? { type: "json_schema", json_schema: { name: "follow_up", strict: true, schema: followUpJsonSchema } }
      : { type: "json_object" },
  };
}

function usageOf(completion: ChatCompletion): ProviderUsage | null {
  return completion.usage
    ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens }
    : null;
}

export function createOpenAiInterviewer(ai: OpenAiSettings, chatModel = ai.chatModel): FollowUpDrafter {
  const client = new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey, maxRetries: 0 });
  // Learnt once per process: a server without structured output is asked for a JSON object.
  let structured = true;

  return {
    chatModel,
    async draftFollowUp(request, signal) {
      const prompt = buildFollowUpPrompt(request);
      const started = performance.now();
      const log = (usage: ProviderUsage | null) => ({
        model: chatModel,
        promptHash: prompt.promptHash,
        usage,
        latencyMs: Math.round(performance.now() - started),
      });
      try {
        let completion: ChatCompletion;
        try {
          completion = await client.chat.completions.create(body(chatModel, prompt, structured), { signal });
        } catch (error) {
          if (!structured || !refusesMode(error, "json_schema")) throw error;
          structured = false;
          completion = await client.chat.completions.create(body(chatModel, prompt, false), { signal });
        }
        const choice = completion.choices[0];
        const output = choice && choice.finish_reason !== "length" ? parseFollowUpReply(choice.message.content) : null;
        if (!output)
          return {
            ...log(usageOf(completion)),
            outcome: "invalid-output",
            error: "the reply did not match the schema",
          };
        return { ...log(usageOf(completion)), outcome: "ok", output };
      } catch (error) {
        return { ...log(null), ...providerFailure(error, signal) };
      }
    },
  };
}
