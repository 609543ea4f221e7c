import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../../../testing/fake-openai-server";
import { looksLikeMp3 } from "./mp3-bytes";
import { createOpenAiSpeaker } from "./openai-speaker";

const QUESTION = "You mentioned the reranker. How did you measure that it helped?";

describe("the openai interviewer's voice", () => {
  let fake: FakeOpenAiServer;
  const speaker = () =>
    createOpenAiSpeaker(
      {
        kind: "openai",
        baseUrl: fake.baseUrl,
        apiKey: "speech-key",
        chatModel: "fake-chat",
        transcribeModel: "fake-whisper",
        transcribeBaseUrl: fake.baseUrl,
        transcribeApiKey: "transcribe-key",
      },
      { model: "fake-tts", voice: "coral" },
    );

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it("reads the follow-up through the SDK's speech endpoint as MP3, with the model and voice configured", async () => {
    const spoken = await speaker().speak(QUESTION, AbortSignal.timeout(5_000));
    expect(spoken).toMatchObject({ outcome: "ok", model: "fake-tts" });
    expect(spoken.outcome === "ok" && looksLikeMp3(spoken.audio)).toBe(true);
    expect(fake.speechRequests()).toMatchObject([
      {
        status: 200,
        authorization: "Bearer speech-key",
        body: { model: "fake-tts", voice: "coral", input: QUESTION, response_format: "mp3" },
      },
    ]);
  });

  it("says what went wrong: an error status, bytes that are not audio, no answer in time", async () => {
    fake.enqueue("speech", { kind: "status", status: 503 });
    expect(await speaker().speak(QUESTION, AbortSignal.timeout(5_000))).toMatchObject({
      outcome: "failed",
      error: "the provider answered 503",
    });
    fake.enqueue("speech", { kind: "audio", bytes: Buffer.from("<html>Bad gateway</html>"), contentType: "text/html" });
    expect(await speaker().speak(QUESTION, AbortSignal.timeout(5_000))).toMatchObject({
      outcome: "invalid-output",
      error: expect.stringContaining("not MP3 audio"),
    });
    fake.enqueue("speech", { kind: "hang" });
    expect(await speaker().speak(QUESTION, AbortSignal.timeout(300))).toMatchObject({
      outcome: "aborted",
      error: "the provider did not answer in time",
    });
  });
});
