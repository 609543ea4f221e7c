import OpenAI from "openai";
import type { Config } from "../../../../config";
import { looksLikeMp3 } from "./mp3-bytes";
import { providerFailure } from "../provider-failure";

/*
 * The AI interviewer's voice: the provider's speech endpoint reads a follow-up aloud as MP3. Its
 * own SDK client with no retries, like the chat lane: the caller's signal is the deadline, and a
 * failure only means the browser reads the question with its own voice.
 */

type OpenAiSettings = Extract<Config["ai"], { kind: "openai" }>;
type SpeechSettings = NonNullable<NonNullable<Config["interviewer"]>["speech"]>;

/** What one request for speech came to, with what the interviewer's log keeps of it. */
type SpokenFollowUp = { model: string; latencyMs: number } & (
  { outcome: "ok"; audio: Buffer } | { outcome: "failed" | "aborted" | "invalid-output"; error: string }
);

export interface FollowUpSpeaker {
  readonly model: string;
  speak(text: string, signal: AbortSignal): Promise<SpokenFollowUp>;
}

export function createOpenAiSpeaker(ai: OpenAiSettings, speech: SpeechSettings): FollowUpSpeaker {
  const client = new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey, maxRetries: 0 });
  const { model, voice } = speech;
  return {
    model,
    async speak(text, signal) {
      const started = performance.now();
      const took = () => ({ model, latencyMs: Math.round(performance.now() - started) });
      try {
        const response = await client.audio.speech.create(
          { model, voice, input: text, response_format: "mp3" },
          { signal },
        );
        const audio = Buffer.from(await response.arrayBuffer());
        if (!looksLikeMp3(audio))
          return { ...took(), outcome: "invalid-output", error: `the reply was not MP3 audio (${audio.length} bytes)` };
        return { ...took(), outcome: "ok", audio };
      } catch (error) {
        return { ...took(), ...providerFailure(error, signal) };
      }
    },
  };
}
