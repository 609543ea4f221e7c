import { startFakeOpenAiServer, type FakeWord } from "../../src/server/testing/fake-openai-server";

/*
 * The AI provider of the browser suite: the fake OpenAI-compatible server the server tests use,
 * started by Playwright beside the app (playwright.config.ts), so an interview recorded in a test
 * is transcribed and assessed through the real `openai` SDK, deterministically. Each answer's
 * transcript is the script below, as many words as fit the answer's audio at 2.5 words a second,
 * so quotes and captions land inside the recording.
 */

const SCRIPT = (
  "I led the evaluation work for our retrieval system and I measured answer quality every week with the support team " +
  "we found that longer context hurt precision so I built a reranker and cut wrong answers by a third " +
  "I wrote the design document and I reviewed it with the team before we shipped it to customers"
).split(" ");

const WORDS_PER_SECOND = 2.5;
/** 16 kHz mono 16-bit WAV: 32,000 bytes a second after a 44-byte header. */
const WAV_BYTES_PER_SECOND = 32_000;

function scriptFor(seconds: number): FakeWord[] {
  const count = Math.max(0, Math.floor(seconds * WORDS_PER_SECOND) - 1);
  return Array.from({ length: count }, (_, index) => ({
    word: SCRIPT[index % SCRIPT.length]!,
    start: 0.2 + index / WORDS_PER_SECOND,
    end: 0.2 + index / WORDS_PER_SECOND + 0.3,
  }));
}

const port = Number(process.argv[2] ?? process.env.FAKE_AI_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("Give the fake AI server a port: fake-ai-server.ts <port>");
const fake = await startFakeOpenAiServer({ port });
fake.transcription = ({ fileBytes }) => {
  const seconds = Math.max(0, fileBytes - 44) / WAV_BYTES_PER_SECOND;
  return { kind: "transcript", words: scriptFor(seconds), duration: seconds };
};
console.log(`fake AI server on ${fake.baseUrl}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
