import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { slotLabel } from "@shared/interviews/question-slots";
import type { RecordingChapter } from "@web/components/media/recording-player";

/**
 * The questions as the player's chapters, numbered by base question ("Question 3 · follow-up" for
 * a follow-up the AI interviewer asked), for the answers whose start the recorder stored (an
 * interview finished early has fewer starts than questions).
 */
export function chaptersOf(
  interview: Pick<CandidateInterviewDetail, "questions" | "questionStartSeconds">,
): RecordingChapter[] {
  return interview.questions.flatMap((question, index) => {
    const startSeconds = interview.questionStartSeconds[index];
    return startSeconds === undefined
      ? []
      : [{ label: slotLabel(interview.questions, index), title: question.text, startSeconds }];
  });
}
