import { useEffect, useMemo, useState } from "react";
import { interviewClock } from "../../lib/recorder/clock";
import type { SegmentRecorder } from "../../lib/recorder/segment-recorder";

/**
 * The overall and question timers from the recorder's own elapsed time (decision 0020). Each tick
 * redraws them and, when time is up, moves on: the overall timer at 0 finishes.
 */
export function useInterviewTimers({
  recorder,
  totalSeconds,
  elapsedBefore,
  questionLimit,
  questionStartedAt,
  finish,
  advance,
}: {
  recorder: SegmentRecorder | null;
  totalSeconds: number;
  elapsedBefore: number;
  questionLimit: number;
  questionStartedAt: number;
  finish: () => Promise<void>;
  advance: () => Promise<void>;
}) {
  const [elapsed, setElapsed] = useState(0);
  const clockBase = useMemo(
    () => ({
      totalSeconds,
      elapsedBeforeSeconds: elapsedBefore,
      questionLimitSeconds: questionLimit,
      questionStartedAtSeconds: questionStartedAt,
    }),
    [totalSeconds, elapsedBefore, questionLimit, questionStartedAt],
  );

  useEffect(() => {
    if (!recorder) return;
    const timer = setInterval(() => {
      const now = recorder.elapsedSeconds();
      setElapsed(now);
      const due = interviewClock({ ...clockBase, elapsedNowSeconds: now });
      if (due.overallOver) void finish();
      else if (due.questionOver) void advance();
    }, 250);
    return () => clearInterval(timer);
  }, [recorder, clockBase, finish, advance]);

  return interviewClock({ ...clockBase, elapsedNowSeconds: elapsed });
}
