import { describe, expect, it } from "vitest";
import { chaptersOf } from "./chapters";

const questions = [
  { text: "Tell us about yourself.", timeLimitSeconds: 120 },
  { text: "Why AI?", timeLimitSeconds: 90 },
  { text: "Any questions?", timeLimitSeconds: 60 },
];

describe("chaptersOf", () => {
  it("numbers each answered question at its start", () => {
    expect(chaptersOf({ questions, questionStartSeconds: [0, 41.5, 97] })).toEqual([
      { title: "Question 1: Tell us about yourself.", startSeconds: 0 },
      { title: "Question 2: Why AI?", startSeconds: 41.5 },
      { title: "Question 3: Any questions?", startSeconds: 97 },
    ]);
  });

  it("leaves out questions the recording never reached", () => {
    expect(chaptersOf({ questions, questionStartSeconds: [0] })).toEqual([
      { title: "Question 1: Tell us about yourself.", startSeconds: 0 },
    ]);
    expect(chaptersOf({ questions, questionStartSeconds: [] })).toEqual([]);
  });
});
