import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import type { RecordingChapter } from "@web/components/media/recording-player";

/**
 * The questions as the player's chapters, numbered, for the answers whose start the recorder
 * stored (an interview finished early has fewer starts than questions).
 */
export function chaptersOf(
  interview: Pick<CandidateInterviewDetail, "questions" | "questionStartSeconds">,
): RecordingChapter[] {
  return interview.questions.flatMap((question, index) => {
    const startSeconds = interview.questionStartSeconds[index];
    return startSeconds === undefined ? [] : [{ title: `Question ${index + 1}: ${question.text}`, startSeconds }];
  });
}
