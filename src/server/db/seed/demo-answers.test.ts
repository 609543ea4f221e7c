import { describe, expect, it } from "vitest";
import { networkInterviewQuestions } from "@shared/interviews/network-interview";
import { demoAnswers, demoVoice } from "./demo-answers";
import { demoCandidates } from "./demo-data";

/** flite speaks about three words a second: 30 to 90 seconds is about 90 to 270 words. */
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("what the demo candidates say in their interviews", () => {
  const interviewed = demoCandidates.filter((person) => person.interview);

  it("answers every network interview question in 30 to 90 seconds of speech", () => {
    for (const person of interviewed) {
      const answers = demoAnswers(person);
      expect(answers).toHaveLength(networkInterviewQuestions.length);
      for (const answer of answers) {
        expect(words(answer), `${person.firstName}: ${answer}`).toBeGreaterThanOrEqual(90);
        expect(words(answer), `${person.firstName}: ${answer}`).toBeLessThanOrEqual(270);
      }
    }
  });

  it("gives a different answer to each question and from each candidate, in their own facts", () => {
    const all = interviewed.flatMap((person) => demoAnswers(person));
    expect(new Set(all).size).toBe(all.length);
    for (const person of interviewed) {
      const said = demoAnswers(person).join(" ");
      expect(said).toContain(person.firstName);
      expect(said).toContain(person.skills[0]![0]);
      if (person.work[0]) expect(said).toContain(person.work[0].company);
    }
  });

  it("speaks with voices that differ from one candidate to the next", () => {
    expect(demoVoice(0)).not.toBe(demoVoice(1));
  });
});
