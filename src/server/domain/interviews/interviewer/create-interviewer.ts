import type { Config } from "../../../config";
import { FollowUpSpeech } from "./speech/follow-up-speech";
import { createOpenAiInterviewer, type FollowUpDrafter } from "./openai-interviewer";
import { createOpenAiSpeaker } from "./speech/openai-speaker";

/**
 * The AI interviewer the configuration asks for: an openai-compatible chat lane of its own, or
 * none. The offline provider never drafts a follow-up: it cannot read what was said well enough
 * to ask about it, and the AI never pretends (decision 0055).
 */
export function createInterviewer(config: Pick<Config, "ai" | "interviewer">): FollowUpDrafter | null {
  if (config.ai.kind !== "openai" || config.interviewer === null) return null;
  return createOpenAiInterviewer(config.ai, config.interviewer.chatModel);
}

/** The interviewer's own voice for follow-ups when a speech model is configured; otherwise the browser reads them. */
export function createInterviewerSpeech(config: Pick<Config, "ai" | "interviewer">): FollowUpSpeech | null {
  if (config.ai.kind !== "openai" || !config.interviewer?.speech) return null;
  return new FollowUpSpeech(createOpenAiSpeaker(config.ai, config.interviewer.speech));
}
