import { describe, expect, it } from "vitest";
import type { TimedWord } from "@shared/evaluation/evaluation-contracts";
import { measureCorrection } from "./correction-size";

const heard = (text: string): TimedWord[] =>
  text.split(" ").map((word, index) => ({ text: word, start: index, end: index + 0.5 }));

// Twenty words as a recognizer heard them, with two misheard ("cash" for "cache", "red is" for "Redis").
const original = heard(
  "we put a cash in front of the orders service using red is and the p95 latency went from 900 to 200 milliseconds",
);

describe("measureCorrection", () => {
  it("lets a fix of misheard words apply at once", () => {
    const size = measureCorrection(
      original,
      "We put a cache in front of the orders service using Redis, and the p95 latency went from 900 to 200 milliseconds.",
    );
    expect(size).toEqual({ changedWords: 3, longestChangedRun: 1, changesNegation: false, small: true });
  });

  it("treats case and punctuation as no change", () => {
    const size = measureCorrection(heard("i led the team"), "I led the team.");
    expect(size.changedWords).toBe(0);
    expect(size.small).toBe(true);
  });

  it("sends a sentence never spoken to a person, however short the rest", () => {
    const size = measureCorrection(
      original,
      "We put a cash in front of the orders service using red is and I led the migration of forty services and the p95 latency went from 900 to 200 milliseconds",
    );
    expect(size.longestChangedRun).toBeGreaterThan(3);
    expect(size.small).toBe(false);
  });

  it("sends a rewrite of more than 15% of the words to a person even in short runs", () => {
    const size = measureCorrection(
      original,
      "we put a big cache in front of all the orders service using lots of redis and the p95 latency went from 900 to 200 ms",
    );
    expect(size.longestChangedRun).toBeLessThanOrEqual(3);
    expect(size.changedWords).toBeGreaterThan(3);
    expect(size.small).toBe(false);
  });

  it("sends a replacement of a garbled stretch by a longer claim to a person", () => {
    const size = measureCorrection(
      heard("so the uh um the thing was fine"),
      "so I designed the whole platform was fine",
    );
    expect(size.small).toBe(false);
  });

  it("never lets a correction remove or add a negation at once", () => {
    expect(
      measureCorrection(
        heard("i did not lead the migration of our services to go"),
        "I did lead the migration of our services to Go",
      ).changesNegation,
    ).toBe(true);
    expect(
      measureCorrection(
        heard("i did not lead the migration of our services to go"),
        "I did lead the migration of our services to Go",
      ).small,
    ).toBe(false);
    expect(
      measureCorrection(
        heard("i have used kubernetes every day at work for years"),
        "I haven't used Kubernetes every day at work for years",
      ).small,
    ).toBe(false);
  });

  it("allows one changed word in a short answer", () => {
    expect(measureCorrection(heard("i wrote it in rust"), "I wrote it in Rust").small).toBe(true);
    expect(measureCorrection(heard("i wrote it in rest"), "I wrote it in Rust").small).toBe(true);
    expect(measureCorrection(heard("i wrote it in rest quickly"), "I wrote all of it in Rust").small).toBe(false);
  });

  it("sends a correction of an answer heard as nothing to a person", () => {
    expect(measureCorrection([], "I built the billing service").small).toBe(false);
  });
});
