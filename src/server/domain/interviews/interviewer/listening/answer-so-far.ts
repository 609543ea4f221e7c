import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import type { DbOrTx } from "../../../../db/client";
import { answerWindows } from "../../../../db/schema";

/** A place in the recording: a segment and seconds from its start. */
export interface SegmentPoint {
  segment: number;
  seconds: number;
}

export interface AnswerSoFar {
  /** The words said between the two points, in order. */
  text: string;
  words: (TimedWord & { segment: number })[];
  /** How much of the stretch was transcribed: the windows' length inside it. */
  transcribedSeconds: number;
}

/**
 * What the candidate said from `from` (where the question began) to `to` (where they pressed
 * Next), as far as the windows transcribed while they spoke reach (decision 0055). A word
 * belongs to the stretch by where it starts; windows that could not be transcribed add nothing.
 */
export async function answerSoFar(
  db: DbOrTx,
  sessionId: string,
  from: SegmentPoint,
  to: SegmentPoint,
): Promise<AnswerSoFar> {
  const windows = await db
    .select({
      segment: answerWindows.segmentIndex,
      start: answerWindows.startSeconds,
      end: answerWindows.endSeconds,
      words: answerWindows.words,
    })
    .from(answerWindows)
    .where(
      and(
        eq(answerWindows.sessionId, sessionId),
        eq(answerWindows.status, "done"),
        gte(answerWindows.segmentIndex, from.segment),
        lte(answerWindows.segmentIndex, to.segment),
      ),
    )
    .orderBy(asc(answerWindows.segmentIndex), asc(answerWindows.startSeconds));
  const after = (point: SegmentPoint, segment: number, seconds: number) =>
    segment > point.segment || (segment === point.segment && seconds >= point.seconds);
  const before = (point: SegmentPoint, segment: number, seconds: number) =>
    segment < point.segment || (segment === point.segment && seconds < point.seconds);

  const words: AnswerSoFar["words"] = [];
  let transcribedSeconds = 0;
  for (const window of windows) {
    const start = window.segment === from.segment ? Math.max(window.start, from.seconds) : window.start;
    const end = window.segment === to.segment ? Math.min(window.end, to.seconds) : window.end;
    if (end > start) transcribedSeconds += end - start;
    for (const word of window.words) {
      if (after(from, window.segment, word.start) && before(to, window.segment, word.start))
        words.push({ ...word, segment: window.segment });
    }
  }
  return {
    text: words.map((word) => word.text).join(" "),
    words,
    transcribedSeconds: Math.round(transcribedSeconds * 1000) / 1000,
  };
}
