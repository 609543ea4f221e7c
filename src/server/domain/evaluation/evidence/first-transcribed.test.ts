import { describe, expect, it } from "vitest";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { alignCorrection } from "./align-correction";
import { firstTranscribedOf } from "./first-transcribed";
import { verifyQuote } from "./verify-quote";

const heard = (text: string): TimedWord[] =>
  text.split(" ").map((word, index) => ({ text: word, start: 10 + index, end: 10 + index + 0.5 }));

const original = heard("we put a cash in front of the orders service and latency fell by half");
const corrected = alignCorrection(original, "We put a cache in front of the orders service, and latency fell by half.");

describe("firstTranscribedOf", () => {
  it("gives the words first transcribed under a quote that rests on a corrected word", () => {
    const quote = verifyQuote("put a cache in front", corrected)!;
    expect(firstTranscribedOf(quote, original, corrected)).toBe("put a cash in front");
  });

  it("says nothing for a quote whose words were heard that way", () => {
    const quote = verifyQuote("latency fell by half", corrected)!;
    expect(firstTranscribedOf(quote, original, corrected)).toBeNull();
  });

  it("gives the empty string where the quoted words were not heard at all", () => {
    const inserted = alignCorrection(heard("latency fell by half"), "latency fell by half thanks to caching");
    const quote = verifyQuote("thanks to caching", inserted)!;
    expect(firstTranscribedOf(quote, heard("latency fell by half"), inserted)).toBe("");
  });
});
