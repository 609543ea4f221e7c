import { baseCount, baseNumberOf, isFollowUp } from "@shared/interviews/question-slots";
import type { OpenInterviewAttempt } from "@shared/interviews/runner-contracts";
import { formatClock } from "../../lib/recorder/clock";
import type { InterviewSession } from "../../lib/recorder/interview-session";
import { SaveIndicator } from "../save-indicator";

/** "Question 3 of 7", the saved state and the time left in the interview. */
export function StageHeader({
  session,
  questions,
  questionIndex,
  overallLeft,
}: {
  session: InterviewSession;
  questions: OpenInterviewAttempt["questions"];
  questionIndex: number;
  overallLeft: number;
}) {
  const question = questions[questionIndex];
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <p className="text-sm font-semibold text-slate-700" aria-live="polite">
        Question {question ? baseNumberOf(questions, questionIndex) : questionIndex + 1} of {baseCount(questions)}
        {question && isFollowUp(question) ? " · follow-up" : null}
      </p>
      <SaveIndicator session={session} />
      <p className="font-mono text-lg font-semibold tabular-nums">
        <span className="sr-only">Time left in the interview: </span>
        <span data-testid="overall-timer">{formatClock(overallLeft)}</span>
      </p>
    </header>
  );
}
