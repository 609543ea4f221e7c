import { describe, expect, it } from "vitest";
import {
  contiguousPrefix,
  firstIncompleteQuestion,
  interruptedAnswer,
  joinedQuestionStarts,
  joinedSegmentStarts,
  secondsRecordedBefore,
} from "./resume-point";

const mark = (segment: number, questionIndex: number, offsetSeconds: number) => ({
  segment,
  questionIndex,
  offsetSeconds,
});
const seqs = (count: number) => Array.from({ length: count }, (_, seq) => seq);

describe("resume points", () => {
  it("counts the chunks held from seq 0 without a gap", () => {
    expect(contiguousPrefix([])).toBe(0);
    expect(contiguousPrefix([0, 1, 2, 4])).toBe(3);
    expect(contiguousPrefix([1, 2])).toBe(0);
  });

  it("on the same device goes on with the answer in progress, with the time it has left", () => {
    const limits = [120, 120, 120, 60];
    expect(interruptedAnswer([], [], limits)).toEqual({ questionIndex: 0, spentSeconds: 0, answersWithBytes: 0 });
    // Question 3 began at 41 s and 50 s arrived: 9 s of its 120 are used.
    const marks = [mark(0, 0, 0), mark(0, 1, 20), mark(0, 2, 41)];
    expect(interruptedAnswer([{ index: 0, seqs: seqs(50) }], marks, limits)).toEqual({
      questionIndex: 2,
      spentSeconds: 9,
      answersWithBytes: 3,
    });
    // Interrupted twice: the answer's time runs on across segments.
    const twice = [...marks, mark(1, 3, 2)];
    const held = [
      { index: 0, seqs: seqs(50) },
      { index: 1, seqs: seqs(10) },
      { index: 2, seqs: seqs(30) },
    ];
    expect(interruptedAnswer(held, twice, limits)).toEqual({ questionIndex: 3, spentSeconds: 38, answersWithBytes: 4 });
  });

  it("reads the device's clock for each chunk when a browser emits chunks less often than each second", () => {
    // Firefox under load: 16 chunks in 22.4 s. Question 3 began at 19.39 s and 3 s of it arrived.
    const endSeconds = seqs(16).map((seq) => Math.round((seq + 1) * 1.4 * 100) / 100);
    const marks = [mark(0, 0, 0), mark(0, 1, 8.38), mark(0, 2, 19.39)];
    const limits = [120, 120, 120];
    const answer = interruptedAnswer([{ index: 0, seqs: seqs(16), endSeconds }], marks, limits);
    expect(answer.questionIndex).toBe(2);
    expect(answer.answersWithBytes).toBe(3);
    expect(answer.spentSeconds).toBeCloseTo(3.01, 2);
    // Counting chunks as seconds alone would have dropped question 3's mark.
    expect(interruptedAnswer([{ index: 0, seqs: seqs(16) }], marks, limits).questionIndex).toBe(1);
    // A gap: only the chunks before it count.
    expect(secondsRecordedBefore([{ index: 0, seqs: [0, 1, 2, 4], endSeconds }], 1)).toBeCloseTo(4.2, 5);
  });

  it("moves on when the interrupted answer had used its time, and counts only answers with bytes", () => {
    const marks = [mark(0, 0, 0), mark(0, 1, 20)];
    expect(interruptedAnswer([{ index: 0, seqs: seqs(140) }], marks, [120, 120, 120])).toEqual({
      questionIndex: 2,
      spentSeconds: 0,
      answersWithBytes: 2,
    });
    // A recorder that gave nothing: its segment holds no chunk, so its marks count for nothing.
    expect(interruptedAnswer([], [mark(0, 0, 0), mark(0, 1, 3)], [120, 120])).toEqual({
      questionIndex: 0,
      spentSeconds: 0,
      answersWithBytes: 0,
    });
    // Question 2 was marked after the last second that arrived: it starts again from its beginning.
    expect(interruptedAnswer([{ index: 0, seqs: seqs(20) }], marks, [120, 120])).toEqual({
      questionIndex: 0,
      spentSeconds: 20,
      answersWithBytes: 1,
    });
  });

  it("from another device resumes at the first question that did not fully arrive", () => {
    const marks = [mark(0, 0, 0), mark(0, 1, 10), mark(0, 2, 20)];
    expect(firstIncompleteQuestion([], [])).toBe(0);
    expect(firstIncompleteQuestion([{ index: 0, seqs: seqs(25) }], marks)).toBe(2);
    expect(firstIncompleteQuestion([{ index: 0, seqs: [...seqs(15), 16, 17] }], marks)).toBe(1);
    expect(firstIncompleteQuestion([{ index: 0, seqs: seqs(5) }], marks)).toBe(0);
  });

  it("from another device goes by the chunk each question began in, where the browser said which", () => {
    // Firefox emits a chunk about every 1.4 s: question 1 began 14 s in, during chunk 10.
    const marks = [
      { ...mark(0, 0, 0), chunkSeq: 0 },
      { ...mark(0, 1, 14), chunkSeq: 10 },
      { ...mark(0, 2, 28), chunkSeq: 20 },
    ];
    // Chunks 0–10 hold all of answer 0 (by seconds, 14 chunks would be needed).
    expect(firstIncompleteQuestion([{ index: 0, seqs: seqs(11) }], marks)).toBe(1);
    expect(firstIncompleteQuestion([{ index: 0, seqs: seqs(10) }], marks)).toBe(0);
    expect(firstIncompleteQuestion([{ index: 0, seqs: seqs(21) }], marks)).toBe(2);
    expect(firstIncompleteQuestion([{ index: 0, seqs: [...seqs(20), 21] }], marks)).toBe(1);
  });

  it("counts the last question of an earlier segment as arrived when the segment has no gap", () => {
    const marks = [mark(0, 0, 0), mark(0, 1, 10), mark(1, 2, 0)];
    const segments = [
      { index: 0, seqs: seqs(30) },
      { index: 1, seqs: seqs(8) },
    ];
    expect(firstIncompleteQuestion(segments, marks)).toBe(2);
    expect(firstIncompleteQuestion([{ index: 0, seqs: [...seqs(20), 25] }, segments[1]!], marks)).toBe(1);
  });

  it("resumes the overall timer after the segments before", () => {
    const segments = [
      { index: 0, seqs: seqs(30) },
      { index: 1, seqs: seqs(8) },
    ];
    expect(secondsRecordedBefore(segments, 0)).toBe(0);
    expect(secondsRecordedBefore(segments, 2)).toBe(38);
  });

  it("places marks in the joined recording by the segments' lengths, never backwards", () => {
    const lengths = new Map([
      [0, 30.4],
      [1, 8],
    ]);
    expect(joinedQuestionStarts([mark(1, 2, 0.5), mark(0, 0, 0), mark(0, 1, 10)], lengths)).toEqual([0, 10, 30.9]);
    expect(joinedQuestionStarts([mark(0, 0, 5), mark(0, 1, 2)], lengths)).toEqual([5, 5]);
  });

  it("places each segment after the ones before it, in index order", () => {
    const lengths = new Map([
      [2, 0],
      [0, 30.4],
      [1, 8],
    ]);
    expect([...joinedSegmentStarts(lengths)]).toEqual([
      [0, 0],
      [1, 30.4],
      [2, 38.4],
    ]);
  });
});
