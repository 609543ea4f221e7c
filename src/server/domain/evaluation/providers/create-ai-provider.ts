import type { Config } from "../../../config";
import type { AiProvider } from "./ai-provider";
import { createOfflineProvider } from "./offline-provider";
import { createOpenAiProvider } from "./openai-provider";

/**
 * The provider this process evaluates with (decision 0050): `openai` when an endpoint and key are
 * configured, else `offline`, which needs no configuration and never judges content.
 */
export function createAiProvider(
  config: Pick<Config, "ai" | "aiCalls" | "pocketsphinxPath" | "ffmpegPath">,
): AiProvider {
  if (config.ai.kind === "openai") return createOpenAiProvider(config.ai, config.aiCalls);
  return createOfflineProvider({ pocketsphinxPath: config.pocketsphinxPath, ffmpegPath: config.ffmpegPath });
}
