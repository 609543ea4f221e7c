import { describe, expect, it } from "vitest";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { spokenSentence } from "./spoken-sentence";

/** One word a second, from `start`. */
const words = (text: string, start = 0): TimedWord[] =>
  text.split(" ").map((word, index) => ({ text: word, start: start + index, end: start + index + 0.8 }));

const highlighted = (result: ReturnType<typeof spokenSentence>) =>
  result?.highlights.map(({ start, end }) => result.sentence.slice(start, end));

describe("the sentence shown for a spoken match", () => {
  it("keeps a whole short sentence, without ellipses, from its first word's second", () => {
    const answer = words("Hello there. We built the RLHF reward model pipeline. Then we left.", 250.6);
    const result = spokenSentence(answer, [5]);
    expect(result).toEqual({
      sentence: "We built the RLHF reward model pipeline.",
      highlights: [{ start: 13, end: 17 }],
      startSeconds: 252,
    });
  });

  it("cuts a long sentence around the match with ellipses, and highlights a word without its punctuation", () => {
    const answer = words(
      "so basically what happened over the years is that we built the RLHF, reward model pipeline and then many other things followed",
    );
    const result = spokenSentence(answer, [12]);
    expect(result?.sentence).toBe(
      "…years is that we built the RLHF, reward model pipeline and then many other things followed",
    );
    expect(highlighted(result)).toEqual(["RLHF"]);
    expect(result?.startSeconds).toBe(6);
  });

  it("highlights every matching word in the sentence, and is null when no word matched", () => {
    const answer = words("Python and more Python.");
    expect(highlighted(spokenSentence(answer, [0, 3]))).toEqual(["Python", "Python"]);
    expect(spokenSentence(answer, [])).toBeNull();
    expect(spokenSentence([], [0])).toBeNull();
  });
});
