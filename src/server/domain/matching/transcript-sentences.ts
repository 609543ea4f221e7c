import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import type { TranscriptEvidence } from "@shared/matching/match-reasons";

/**
 * An answer's transcript as sentences, each with the second its first word was said at (the
 * word timings line up with the text's words; a sentence past the timings takes the last one).
 */
export function transcriptSentences(answer: {
  interviewId: string;
  questionIndex: number;
  text: string;
  words: TimedWord[];
}): TranscriptEvidence[] {
  const sentences = answer.text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const result: TranscriptEvidence[] = [];
  let wordIndex = 0;
  for (const text of sentences) {
    const word = answer.words[wordIndex] ?? answer.words.at(-1);
    result.push({
      interviewId: answer.interviewId,
      questionIndex: answer.questionIndex,
      text,
      startSeconds: Math.max(0, Math.round((word?.start ?? 0) * 100) / 100),
    });
    wordIndex += text.split(/\s+/).length;
  }
  return result;
}
