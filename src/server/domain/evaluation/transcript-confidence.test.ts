import { describe, expect, it } from "vitest";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { believeTranscript } from "./transcript-confidence";

const word = (text: string, start: number, confidence?: number): TimedWord => ({
  text,
  start,
  end: start + 0.5,
  ...(confidence === undefined ? {} : { confidence }),
});

describe("what a transcriber believes (decision 0088)", () => {
  it("hides nothing where the transcriber gave no confidence", () => {
    expect(believeTranscript([word("hello", 0), word("there", 1)])).toBeNull();
  });

  it("keeps the words at or above the threshold for everything downstream, and marks the rest", () => {
    const believed = believeTranscript([word("we", 0, 0.9), word("karate", 1, 0.2), word("shipped", 2, 0.7)], 0.7, 0.4);
    expect(believed).toMatchObject({ text: "we shipped", withheld: false, confidenceThreshold: 0.7 });
    expect(believed?.words.map((w) => w.text)).toEqual(["we", "shipped"]);
    expect(believed?.heardWords.map((w) => [w.text, w.uncertain ?? false])).toEqual([
      ["we", false],
      ["karate", true],
      ["shipped", false],
    ]);
    expect(believed?.confidentShare).toBeCloseTo(2 / 3, 3);
  });

  it("withholds an answer whose believed words cover less than the share of its speech, keeping what was heard", () => {
    const believed = believeTranscript([word("a", 0, 0.9), word("b", 1, 0.1), word("c", 2, 0.2)], 0.7, 0.4);
    expect(believed).toMatchObject({ text: "", words: [], withheld: true });
    expect(believed?.heardWords).toHaveLength(3);
    // At the share exactly, the answer is kept.
    expect(
      believeTranscript(
        [word("a", 0, 0.9), word("b", 1, 0.9), word("c", 2, 0.1), word("d", 3, 0.1), word("e", 4, 0.1)],
        0.7,
        0.4,
      )?.withheld,
    ).toBe(false);
  });

  it("measures the share by speaking time, not by the number of words", () => {
    const long = { text: "infrastructure", start: 0, end: 3, confidence: 0.95 };
    const believed = believeTranscript([long, word("uh", 3, 0.1), word("so", 3.5, 0.1)], 0.7, 0.5);
    expect(believed?.withheld).toBe(false);
    expect(believed?.confidentShare).toBe(0.75);
  });

  it("judges an earlier run's marks again rather than trusting them", () => {
    const believed = believeTranscript([{ ...word("sure", 0, 0.95), uncertain: true }], 0.7, 0.4);
    expect(believed?.heardWords[0]?.uncertain).toBeUndefined();
    expect(believed?.text).toBe("sure");
  });
});
