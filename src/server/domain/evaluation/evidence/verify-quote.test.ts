import { describe, expect, it } from "vitest";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { verifyQuote } from "./verify-quote";

function timed(text: string, startAt = 10, step = 0.5): TimedWord[] {
  return text.split(" ").map((word, index) => ({
    text: word,
    start: startAt + index * step,
    end: startAt + index * step + 0.4,
  }));
}

const words = timed("I led the migration of our ranking model to PyTorch, and it cut latency by 40%.");

describe("verifyQuote", () => {
  it("finds a quote word for word and takes its times from the word timings", () => {
    expect(verifyQuote("migration of our ranking model", words)).toEqual({
      text: "migration of our ranking model",
      startSeconds: 11.5,
      endSeconds: 13.9,
    });
  });

  it("ignores case, punctuation and whitespace, and returns the words as said", () => {
    expect(verifyQuote("  model to pytorch AND it  ", words)).toEqual({
      text: "model to PyTorch, and it",
      startSeconds: 13.5,
      endSeconds: 15.9,
    });
    expect(verifyQuote("cut latency by 40", words)?.text).toBe("cut latency by 40%.");
  });

  it("treats typographic and plain apostrophes alike", () => {
    expect(verifyQuote("I don’t know yet", timed("I don't know yet, honestly"))?.text).toBe("I don't know yet,");
  });

  it("drops a quote that was not said, said in another order, or paraphrased", () => {
    expect(verifyQuote("I led the migration to TensorFlow", words)).toBeNull();
    expect(verifyQuote("ranking our model", words)).toBeNull();
    expect(verifyQuote("I migrated the ranking model", words)).toBeNull();
  });

  it("drops quotes too short to evidence anything", () => {
    expect(verifyQuote("the migration", words)).toBeNull();
    expect(verifyQuote("...", words)).toBeNull();
  });

  it("matches across one transcript word that holds several tokens", () => {
    const hyphenated = timed("we shipped a data-driven ranking service");
    expect(verifyQuote("a data driven ranking", hyphenated)).toEqual({
      text: "a data-driven ranking",
      startSeconds: 11,
      endSeconds: 12.4,
    });
  });

  it("counts the minimum in words as said, not in tokens", () => {
    const hyphenated = timed("we shipped a data-driven dashboard last year");
    expect(verifyQuote("data-driven dashboard", hyphenated)).toBeNull();
    expect(verifyQuote("data driven dashboard", hyphenated)).toBeNull();
    expect(verifyQuote("a data-driven dashboard", hyphenated)?.text).toBe("a data-driven dashboard");
  });

  it("drops a quote that leaves out the negation just before it", () => {
    const negated = timed(
      "Honestly I did not lead the migration, I never really owned the rollout and didn't write Go",
    );
    expect(verifyQuote("lead the migration", negated)).toBeNull();
    expect(verifyQuote("owned the rollout", negated)).toBeNull();
    expect(verifyQuote("write Go", negated)).toBeNull();
    expect(verifyQuote("didn't write Go", negated)?.text).toBe("didn't write Go");
    expect(verifyQuote("did not lead the migration", negated)?.text).toBe("did not lead the migration,");
    expect(verifyQuote("never really owned the rollout", negated)?.text).toBe("never really owned the rollout");
  });

  it("keeps a quote that starts its own clause after an interjected no", () => {
    expect(verifyQuote("I led the migration", timed("No, I led the migration myself"))?.text).toBe(
      "I led the migration",
    );
  });
});
