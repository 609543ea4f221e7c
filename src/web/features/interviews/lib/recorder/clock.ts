/** "mm:ss" for a count of seconds (never negative); minutes may pass 59. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

export interface InterviewClockInput {
  /** The overall time plus any extra time granted, in seconds. */
  totalSeconds: number;
  /** Recorded before this page's recorder started (earlier segments). */
  elapsedBeforeSeconds: number;
  /** Since this page's recorder started, in seconds. */
  elapsedNowSeconds: number;
  /** The current question's limit and when it began (seconds since this recorder started). */
  questionLimitSeconds: number;
  questionStartedAtSeconds: number;
}

export interface InterviewClock {
  overallLeft: number;
  questionLeft: number;
  /** The overall timer reached 0: the interview completes. */
  overallOver: boolean;
  /** This question's own time is up: the next question begins. */
  questionOver: boolean;
}

/** The two countdowns the candidate sees, from elapsed times (a hidden tab's late timers only delay a redraw). */
export function interviewClock(input: InterviewClockInput): InterviewClock {
  const overallLeft = input.totalSeconds - input.elapsedBeforeSeconds - input.elapsedNowSeconds;
  // The redraw can lag the question change by a tick: a question never shows more than its limit.
  const questionLeft =
    input.questionLimitSeconds - Math.max(0, input.elapsedNowSeconds - input.questionStartedAtSeconds);
  return {
    overallLeft: Math.max(0, overallLeft),
    questionLeft: Math.max(0, Math.min(questionLeft, overallLeft)),
    overallOver: overallLeft <= 0,
    questionOver: questionLeft <= 0,
  };
}
