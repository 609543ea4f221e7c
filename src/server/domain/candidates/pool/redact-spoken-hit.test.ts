import { describe, expect, it } from "vitest";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { nameParts, redactNameInWords } from "../../evaluation/evidence/redact-names";
import { redactSpokenSentence } from "./redact-spoken-hit";
import { spokenSentence } from "./spoken-sentence";

const words = (text: string): TimedWord[] =>
  text.split(" ").map((word, index) => ({ text: word, start: index, end: index + 0.8 }));

const highlighted = (hit: { sentence: string; highlights: { start: number; end: number }[] }) =>
  hit.highlights.map(({ start, end }) => hit.sentence.slice(start, end));

const parts = nameParts({ firstName: "Jane", lastName: "Smith-Okafor" });

describe("a spoken hit without the candidate's name", () => {
  it("takes the name out and moves each highlight onto its own word, as if the words had been redacted first", () => {
    const answer = words(
      "Hi, I'm Jane Smith-Okafor and Jane's team built the RLHF, reward model and the kubeflow stack.",
    );
    const hit = spokenSentence(answer, [9, 14])!;
    expect(highlighted(hit)).toEqual(["RLHF", "kubeflow"]);
    const redacted = redactSpokenSentence(hit, parts);
    expect(redacted.sentence).toBe(
      "…[name]-[name] and [name]'s team built the RLHF, reward model and the kubeflow stack.",
    );
    expect(highlighted(redacted)).toEqual(["RLHF", "kubeflow"]);
    // The same as building the sentence from the redacted words.
    expect(redacted).toEqual(spokenSentence(redactNameInWords(answer, parts), [9, 14]));
  });

  it("keeps the ellipses, and drops a highlight on the name itself", () => {
    const answer = words(
      "so then after all of that my name is jane smith okafor and i built the pipeline for years and years",
    );
    const hit = spokenSentence(answer, [9])!;
    expect(hit.sentence.startsWith("…")).toBe(true);
    const redacted = redactSpokenSentence({ ...hit, highlights: [...hit.highlights, hit.highlights[0]!] }, parts);
    expect(redacted.sentence).toBe(
      "…all of that my name is [name] [name] [name] and i built the pipeline for years and…",
    );
    expect(redacted.highlights).toEqual([]);
  });

  it("is the hit as it was without name parts", () => {
    const hit = spokenSentence(words("I'm Jane and I built it."), [4])!;
    expect(redactSpokenSentence(hit, [])).toBe(hit);
  });
});
