import { describe, expect, it } from "vitest";
import { careerMessages } from "../candidates/career-contracts";
import { candidateApplicationMessages, candidateApplicationSchema } from "./candidate-application";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0958",
  password: "Str0ng!Passw0rd",
  jobTitle: "ML Engineer",
  experience: "senior",
  location: "London, UK",
  skills: "PyTorch, RAG",
  summary: "I build evaluation pipelines for large language models and ship them to production teams.",
  preferredRoles: "ML Engineer",
  termsAccepted: true,
  smsConsent: true,
  marketingConsent: true,
};

const messages = (input: object) =>
  candidateApplicationSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe("the apply wizard's skills", () => {
  it("keep the limits of the settings' skills list, which they become", () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, skills: ` , ,, ` })).toEqual([candidateApplicationMessages.skills]);
    expect(messages({ ...valid, skills: `PyTorch, ${"x".repeat(61)}` })).toEqual([careerMessages.skillTooLong]);
    const many = Array.from({ length: 51 }, (_, i) => `S${i}`).join(",");
    expect(messages({ ...valid, skills: many })).toEqual([careerMessages.skillsTooMany]);
  });
});
