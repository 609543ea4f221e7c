import { describe, expect, it } from "vitest";
import { baseCount, baseLimits, baseNumberOf, isFollowUp, isLastBase, slotLabel, withFollowUp } from "./question-slots";

interface Slot {
  text: string;
  timeLimitSeconds: number;
  followUpOf?: number | null;
}
const base = (text: string, timeLimitSeconds = 120): Slot => ({ text, timeLimitSeconds });
const followUp = (text: string): Slot => ({ text, timeLimitSeconds: 60 });

const three = [base("Tell us about yourself"), base("A hard bug", 90), base("Why us", 60)];

describe("question slots", () => {
  it("labels, counts and limits go by the base questions", () => {
    expect(baseCount(three)).toBe(3);
    expect(three.map((_, slot) => slotLabel(three, slot))).toEqual(["Question 1", "Question 2", "Question 3"]);
    expect(baseLimits(three)).toEqual([120, 90, 60]);
  });

  it("inserts a follow-up right after its base question, labelled with that question's number", () => {
    const slots = withFollowUp(three, 1, followUp("What made it hard?"));
    expect(slots.map((slot) => slot.text)).toEqual([
      "Tell us about yourself",
      "A hard bug",
      "What made it hard?",
      "Why us",
    ]);
    expect(slots[2]).toEqual({ text: "What made it hard?", timeLimitSeconds: 60, followUpOf: 1 });
    expect(slots.map((_, slot) => slotLabel(slots, slot))).toEqual([
      "Question 1",
      "Question 2",
      "Question 2 · follow-up",
      "Question 3",
    ]);
    expect(baseCount(slots)).toBe(3);
    expect(baseLimits(slots)).toEqual([120, 90, 60]);
    expect(slots.map((_, slot) => baseNumberOf(slots, slot))).toEqual([1, 2, 2, 3]);
    expect(slots.map(isFollowUp)).toEqual([false, false, true, false]);
    // The original is left as it was.
    expect(three).toHaveLength(3);
  });

  it("keeps each follow-up pointing at its own question when an earlier one is inserted", () => {
    const later = withFollowUp(three, 1, followUp("Later"));
    const both = withFollowUp(later, 0, followUp("Earlier"));
    expect(both.map((slot) => [slot.text, slot.followUpOf ?? null])).toEqual([
      ["Tell us about yourself", null],
      ["Earlier", 0],
      ["A hard bug", null],
      ["Later", 2],
      ["Why us", null],
    ]);
    expect(both.map((_, slot) => slotLabel(both, slot))).toEqual([
      "Question 1",
      "Question 1 · follow-up",
      "Question 2",
      "Question 2 · follow-up",
      "Question 3",
    ]);
  });

  it("knows the last base question, even with follow-ups before it", () => {
    expect([0, 1, 2].map((slot) => isLastBase(three, slot))).toEqual([false, false, true]);
    const slots = withFollowUp(three, 1, followUp("More?"));
    expect([0, 1, 2, 3].map((slot) => isLastBase(slots, slot))).toEqual([false, false, false, true]);
  });

  it("refuses a second follow-up, a follow-up to a follow-up, to the last question, or to no question", () => {
    const slots = withFollowUp(three, 0, followUp("More?"));
    expect(() => withFollowUp(slots, 0, followUp("Again?"))).toThrow("already has a follow-up");
    expect(() => withFollowUp(slots, 1, followUp("Deeper?"))).toThrow("not a base question");
    expect(() => withFollowUp(three, 2, followUp("After the end?"))).toThrow("last question");
    expect(() => withFollowUp(three, 7, followUp("Nowhere?"))).toThrow("not a base question");
    expect(() => baseNumberOf(three, 3)).toThrow(RangeError);
  });
});
