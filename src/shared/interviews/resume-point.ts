import type { QuestionMark } from "./runner-contracts";

/** Per segment, the seqs the server holds. */
export interface HeldSeqs {
  index: number;
  seqs: number[];
  /**
   * Where the device noted it (by seq): the recorder's clock when each chunk arrived, the clock
   * the question marks use. A browser may emit a chunk less often than once a timeslice (Firefox:
   * about every 1.4 s), so counting chunks would place a mark after the bytes that hold its answer.
   */
  endSeconds?: readonly (number | null | undefined)[];
}

/** Seconds held from the start of one segment without a gap. */
function heldSeconds(held: HeldSeqs): number {
  const prefix = contiguousPrefix(held.seqs);
  const end = prefix > 0 ? held.endSeconds?.[prefix - 1] : undefined;
  return typeof end === "number" ? Math.max(end, prefix * CHUNK_SECONDS) : prefix * CHUNK_SECONDS;
}

/** Each chunk is one second of recording (the recorder's timeslice); a segment's length in seconds. */
export const CHUNK_SECONDS = 1;

/** How many chunks from seq 0 arrived without a gap. */
export function contiguousPrefix(seqs: readonly number[]): number {
  const held = new Set(seqs);
  let count = 0;
  while (held.has(count)) count += 1;
  return count;
}

/** Where the same device picks up after a reload. */
export interface InterruptedAnswer {
  /** The question to record now. */
  questionIndex: number;
  /** Seconds of that question's answer already recorded; 0 when it starts afresh. */
  spentSeconds: number;
  /** How many questions have bytes of their answer recorded (what the welcome-back line counts). */
  answersWithBytes: number;
}

/**
 * On the same device after a reload: the answer in progress goes on with the time it has left,
 * and its mark stays where it was, so its chapter runs on across the join (decision 0019). A
 * question whose time was all but used up moves on to the next. Only marks whose answer holds
 * bytes count: a question marked in a segment that got nothing (a recorder that gave only empty
 * chunks, or a mark after the last second that arrived) is asked again from its start.
 */
export function interruptedAnswer(
  segments: readonly HeldSeqs[],
  marks: readonly QuestionMark[],
  questionLimitSeconds: readonly number[],
): InterruptedAnswer {
  const total = secondsRecordedBefore(segments, Number.MAX_SAFE_INTEGER);
  const startOf = (mark: QuestionMark) => secondsRecordedBefore(segments, mark.segment) + mark.offsetSeconds;
  const recorded = [...marks]
    .filter((mark) => segments.some((held) => held.index === mark.segment) && startOf(mark) < total)
    .sort((a, b) => a.questionIndex - b.questionIndex);
  const last = recorded.at(-1);
  if (!last) return { questionIndex: 0, spentSeconds: 0, answersWithBytes: 0 };
  const spentSeconds = Math.max(0, total - startOf(last));
  const limit = questionLimitSeconds[last.questionIndex] ?? 0;
  if (limit - spentSeconds < 1)
    return { questionIndex: last.questionIndex + 1, spentSeconds: 0, answersWithBytes: recorded.length };
  return { questionIndex: last.questionIndex, spentSeconds, answersWithBytes: recorded.length };
}

/**
 * How many chunks from seq 0 hold everything recorded before `mark`: up to and including the
 * chunk being recorded when it was made. A mark without its chunk (made before browsers sent
 * one) falls back to one chunk a second.
 */
function chunksBefore(mark: QuestionMark): number {
  return mark.chunkSeq !== undefined ? mark.chunkSeq + 1 : Math.ceil(mark.offsetSeconds / CHUNK_SECONDS);
}

/**
 * From another device: the first question whose recording did not fully reach the server. A
 * question ends where the next one begins in the same segment; the last question of a later
 * (not the last) segment ends with it; the last question of the last segment may have been cut
 * off, so it counts as not arrived.
 */
export function firstIncompleteQuestion(segments: readonly HeldSeqs[], marks: readonly QuestionMark[]): number {
  const sorted = [...marks].sort((a, b) => a.questionIndex - b.questionIndex);
  const lastSegment = segments.reduce((last, segment) => Math.max(last, segment.index), -1);
  for (const [position, mark] of sorted.entries()) {
    if (mark.questionIndex !== position) return position; // a question never marked
    const segment = segments.find((held) => held.index === mark.segment);
    const prefix = contiguousPrefix(segment?.seqs ?? []);
    const next = sorted[position + 1];
    const complete =
      next && next.segment === mark.segment
        ? prefix >= chunksBefore(next)
        : segment !== undefined && mark.segment !== lastSegment && prefix === segment.seqs.length;
    if (!complete) return position;
  }
  return sorted.length;
}

/** Seconds recorded before `segment` (by held chunks): where the overall timer resumes. */
export function secondsRecordedBefore(segments: readonly HeldSeqs[], segment: number): number {
  return segments.filter((held) => held.index < segment).reduce((sum, held) => sum + heldSeconds(held), 0);
}

/**
 * Each question's start in the joined recording, from the marks and each segment's length (in
 * seconds, by index). Never going backwards: the finish check and the player both rely on it.
 */
export function joinedQuestionStarts(marks: readonly QuestionMark[], segmentSeconds: ReadonlyMap<number, number>) {
  const base = joinedSegmentStarts(segmentSeconds);
  const total = [...segmentSeconds.values()].reduce((sum, seconds) => sum + seconds, 0);
  let previous = 0;
  return [...marks]
    .sort((a, b) => a.questionIndex - b.questionIndex)
    .map((mark) => {
      const start = Math.max(previous, (base.get(mark.segment) ?? total) + mark.offsetSeconds);
      previous = start;
      return Math.round(start * 100) / 100;
    });
}

/** Where each segment (by index) begins in the joined recording, from the segments' lengths. */
export function joinedSegmentStarts(segmentSeconds: ReadonlyMap<number, number>): Map<number, number> {
  const starts = new Map<number, number>();
  let total = 0;
  for (const index of [...segmentSeconds.keys()].sort((a, b) => a - b)) {
    starts.set(index, total);
    total += segmentSeconds.get(index) ?? 0;
  }
  return starts;
}
