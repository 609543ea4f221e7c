import type { QuestionMark } from "./runner-contracts";

/** Per segment, the seqs the server holds. */
export interface HeldSeqs {
  index: number;
  seqs: number[];
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

/**
 * On the same device, after its leftover chunks have uploaded: the question after the one in
 * progress when the page went away (its answer so far is kept).
 */
export function nextQuestionAfterInterruption(marks: readonly QuestionMark[]): number {
  return marks.reduce((next, mark) => Math.max(next, mark.questionIndex + 1), 0);
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
    const prefixSeconds = contiguousPrefix(segment?.seqs ?? []) * CHUNK_SECONDS;
    const next = sorted[position + 1];
    const complete =
      next && next.segment === mark.segment
        ? prefixSeconds >= Math.ceil(next.offsetSeconds)
        : segment !== undefined &&
          mark.segment !== lastSegment &&
          prefixSeconds === segment.seqs.length * CHUNK_SECONDS;
    if (!complete) return position;
  }
  return sorted.length;
}

/** Seconds recorded before `segment` (by held chunks): where the overall timer resumes. */
export function secondsRecordedBefore(segments: readonly HeldSeqs[], segment: number): number {
  return segments
    .filter((held) => held.index < segment)
    .reduce((sum, held) => sum + contiguousPrefix(held.seqs) * CHUNK_SECONDS, 0);
}

/**
 * Each question's start in the joined recording, from the marks and each segment's length (in
 * seconds, by index). Never going backwards: the finish check and the player both rely on it.
 */
export function joinedQuestionStarts(marks: readonly QuestionMark[], segmentSeconds: ReadonlyMap<number, number>) {
  const indexes = [...segmentSeconds.keys()].sort((a, b) => a - b);
  const base = new Map<number, number>();
  let total = 0;
  for (const index of indexes) {
    base.set(index, total);
    total += segmentSeconds.get(index) ?? 0;
  }
  let previous = 0;
  return [...marks]
    .sort((a, b) => a.questionIndex - b.questionIndex)
    .map((mark) => {
      const start = Math.max(previous, (base.get(mark.segment) ?? total) + mark.offsetSeconds);
      previous = start;
      return Math.round(start * 100) / 100;
    });
}
