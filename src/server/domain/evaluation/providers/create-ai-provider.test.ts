import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../config";
import { createAiProvider } from "./create-ai-provider";

describe("the provider a process evaluates with", () => {
  it("is offline without configuration, and never judges content", () => {
    const provider = createAiProvider(loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/onetake-unused" }));
    expect(provider).toMatchObject({ name: "offline", chatModel: null, assess: null });
  });

  it("is openai with an endpoint and a key, with the configured models", () => {
    const provider = createAiProvider(
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: "/tmp/onetake-unused",
        AI_BASE_URL: "http://127.0.0.1:9/v1",
        AI_API_KEY: "key",
        AI_CHAT_MODEL: "chat-model",
        AI_TRANSCRIBE_MODEL: "transcribe-model",
      }),
    );
    expect(provider).toMatchObject({ name: "openai", chatModel: "chat-model", transcribeModel: "transcribe-model" });
    expect(provider.assess).toBeTypeOf("function");
  });
});
