import { Button } from "@web/components/ui/button";
import { formatClock } from "../../lib/recorder/clock";

/** The question large with its timer, the recording state, and Next Question or Finish Interview. */
export function QuestionPanel({
  questionIndex,
  questionText,
  questionLeft,
  recording,
  waiting,
  last,
  onNext,
}: {
  questionIndex: number;
  questionText: string | undefined;
  questionLeft: number;
  /** The recorder runs and has given bytes: until then the timer waits and Next is disabled. */
  recording: boolean;
  /** The AI interviewer is being asked for a follow-up. */
  waiting: boolean;
  last: boolean;
  onNext: () => void;
}) {
  return (
    <section aria-labelledby="question-text" className="grid content-start gap-4">
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{recording ? "Recording" : "Starting the camera..."}</span>
        {waiting ? null : (
          <span className="font-mono tabular-nums">
            <span className="sr-only">Time left for this question: </span>
            <span data-testid="question-timer">{formatClock(questionLeft)}</span>
          </span>
        )}
      </div>
      <h1 id="question-text" className="text-2xl leading-snug font-semibold sm:text-3xl" data-question={questionIndex}>
        {waiting ? "Thank you." : questionText}
      </h1>
      <Button size="lg" onClick={onNext} disabled={!recording || waiting}>
        {last ? "Finish Interview" : "Next Question"}
      </Button>
    </section>
  );
}
