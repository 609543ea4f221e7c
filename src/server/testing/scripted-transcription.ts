import type { FakeReply, FakeTranscriptionRequest, FakeWord } from "./fake-openai-server";

/*
 * A transcript that fits any audio: the script below, as many words as fit the WAV's length at
 * 2.5 words a second, so quotes and captions land inside the recording. The browser suites'
 * fake provider and the interviewer benchmark answer every transcription with it.
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

/** The scripted transcript of a WAV upload, by its length. */
export function scriptedTranscription({ fileBytes }: Pick<FakeTranscriptionRequest, "fileBytes">): FakeReply {
  const seconds = Math.max(0, fileBytes - 44) / WAV_BYTES_PER_SECOND;
  return { kind: "transcript", words: scriptFor(seconds), duration: seconds };
}
