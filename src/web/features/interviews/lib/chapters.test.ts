import { describe, expect, it } from "vitest";
import { chaptersOf } from "./chapters";

const questions = [
  { text: "Tell us about yourself.", timeLimitSeconds: 120, followUpOf: null },
  { text: "Why AI?", timeLimitSeconds: 90, followUpOf: null },
  { text: "Any questions?", timeLimitSeconds: 60, followUpOf: null },
];

describe("chaptersOf", () => {
  it("numbers each answered question at its start", () => {
    expect(chaptersOf({ questions, questionStartSeconds: [0, 41.5, 97] })).toEqual([
      { label: "Question 1", title: "Tell us about yourself.", startSeconds: 0 },
      { label: "Question 2", title: "Why AI?", startSeconds: 41.5 },
      { label: "Question 3", title: "Any questions?", startSeconds: 97 },
    ]);
  });

  it("labels a follow-up the AI interviewer asked by the question it follows, and numbers the rest by base question", () => {
    const withFollowUp = [
      questions[0]!,
      { text: "How did you measure the savings?", timeLimitSeconds: 60, followUpOf: 0 },
      questions[1]!,
    ];
    expect(chaptersOf({ questions: withFollowUp, questionStartSeconds: [0, 40, 90] })).toEqual([
      { label: "Question 1", title: "Tell us about yourself.", startSeconds: 0 },
      { label: "Question 1 · follow-up", title: "How did you measure the savings?", startSeconds: 40 },
      { label: "Question 2", title: "Why AI?", startSeconds: 90 },
    ]);
  });

  it("leaves out questions the recording never reached", () => {
    expect(chaptersOf({ questions, questionStartSeconds: [0] })).toEqual([
      { label: "Question 1", title: "Tell us about yourself.", startSeconds: 0 },
    ]);
    expect(chaptersOf({ questions, questionStartSeconds: [] })).toEqual([]);
  });
});
