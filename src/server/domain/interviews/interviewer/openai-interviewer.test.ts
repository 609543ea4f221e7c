import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NETWORK_RUBRIC } from "@shared/evaluation/rubric";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../../testing/fake-openai-server";
import { createOpenAiInterviewer } from "./openai-interviewer";

const request = {
  question: "Tell us about a system you moved to production.",
  criteria: NETWORK_RUBRIC.questions[1]!.criteria,
  transcript: "We moved the training pipeline to Kubernetes last spring and cut our costs.",
};
const draft = {
  decision: "ask",
  criterion_key: NETWORK_RUBRIC.questions[1]!.criteria[0]!.key,
  anchor_quote: "moved the training pipeline to Kubernetes",
  question: "You mentioned moving the training pipeline to Kubernetes. How did you measure the savings?",
};

describe("the openai interviewer", () => {
  let fake: FakeOpenAiServer;
  const settings = () => ({
    kind: "openai" as const,
    baseUrl: fake.baseUrl,
    apiKey: "chat-key",
    chatModel: "fake-chat",
    transcribeModel: "fake-whisper",
    transcribeBaseUrl: fake.baseUrl,
    transcribeApiKey: "transcribe-key",
  });

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.delays.chatMs = 0;
    fake.supports.jsonSchema = true;
  });

  it("drafts a follow-up through the SDK with the strict schema, and logs the model, prompt hash and tokens", async () => {
    fake.enqueue("chat", {
      kind: "content",
      content: JSON.stringify(draft),
      usage: { prompt_tokens: 700, completion_tokens: 40 },
    });
    const result = await createOpenAiInterviewer(settings()).draftFollowUp(request, AbortSignal.timeout(5_000));
    expect(result).toMatchObject({
      outcome: "ok",
      output: draft,
      model: "fake-chat",
      usage: { promptTokens: 700, completionTokens: 40 },
    });
    expect(result.promptHash).toMatch(/^[0-9a-f]{64}$/);
    const [sent] = fake.chatRequests();
    expect(sent?.mode).toBe("json_schema");
    expect(JSON.stringify(sent?.body)).toContain("Kubernetes last spring");
  });

  it("gives up at the caller's deadline, once, with no retry", async () => {
    fake.enqueue("chat", { kind: "hang" });
    const started = Date.now();
    const result = await createOpenAiInterviewer(settings()).draftFollowUp(request, AbortSignal.timeout(300));
    expect(result.outcome).toBe("aborted");
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it("reports a provider error without retrying it", async () => {
    fake.enqueue("chat", { kind: "status", status: 503 });
    const result = await createOpenAiInterviewer(settings()).draftFollowUp(request, AbortSignal.timeout(5_000));
    expect(result).toMatchObject({ outcome: "failed", error: "the provider answered 503" });
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it("reports a reply outside the schema as invalid output, and does not ask again", async () => {
    fake.enqueue("chat", { kind: "content", content: "Sure! What was the hardest part?" });
    const result = await createOpenAiInterviewer(settings()).draftFollowUp(request, AbortSignal.timeout(5_000));
    expect(result.outcome).toBe("invalid-output");
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it("asks a server without structured output for a JSON object, and keeps doing so", async () => {
    fake.supports.jsonSchema = false;
    fake.chat = () => ({ kind: "content", content: JSON.stringify(draft) });
    const interviewer = createOpenAiInterviewer(settings());
    expect((await interviewer.draftFollowUp(request, AbortSignal.timeout(5_000))).outcome).toBe("ok");
    expect((await interviewer.draftFollowUp(request, AbortSignal.timeout(5_000))).outcome).toBe("ok");
    expect(fake.chatRequests().map((sent) => sent.mode)).toEqual(["json_schema", "json_object", "json_object"]);
  });
});
