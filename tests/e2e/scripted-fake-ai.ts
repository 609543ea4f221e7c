import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../src/server/testing/fake-openai-server";
import { scriptedTranscription } from "../../src/server/testing/scripted-transcription";

/*
 * The AI provider of the browser suites: the fake OpenAI-compatible server the server tests use,
 * so an interview recorded in a test is transcribed and assessed through the real `openai` SDK,
 * deterministically. Playwright starts it as a process (fake-ai-server.ts), the Firefox suite in
 * its global setup. Each answer's transcript is scripted to fit its audio (scripted-transcription.ts).
 */

/** The fake server on `port` (0: any free one) with the scripted transcripts and its well-behaved chat. */
export async function startScriptedFakeAi(port: number): Promise<FakeOpenAiServer> {
  const fake = await startFakeOpenAiServer({ port });
  fake.transcription = scriptedTranscription;
  return fake;
}
