import type { RecordingQuestion } from "@shared/interviews/recording-contracts";
import type { InterviewQuestionSnapshot } from "../../db/schema";

/** The interview's slots as the recorder shows them: base questions and any follow-up asked (decision 0055). */
export function recordingQuestionsOf(snapshot: readonly InterviewQuestionSnapshot[]): RecordingQuestion[] {
  return snapshot.map(({ text, timeLimitSeconds, followUpOf }) => ({
    text,
    timeLimitSeconds,
    followUpOf: followUpOf ?? null,
  }));
}
