import { describe, expect, it } from "vitest";
import {
  POSTING_LIMITS,
  companyPostingInputSchema,
  companyPostingMessages as m,
  skillProblem,
} from "./company-posting-contracts";

describe("skill tags", () => {
  it("refuses an empty, too long or repeated (in any case) skill, and accepts a new one", () => {
    expect(skillProblem("  ", [])).toBe(m.skillEmpty);
    expect(skillProblem("x".repeat(POSTING_LIMITS.skill + 1), [])).toBe(m.skillTooLong);
    expect(skillProblem(" python ", ["Python"])).toBe(m.skillDuplicate);
    expect(skillProblem("Rust", ["Python"])).toBeNull();
  });

  it("stores skills trimmed, in the order given", () => {
    const parsed = companyPostingInputSchema.parse({
      title: "Role",
      description: "Long enough text.",
      location: "Remote",
      skills: [" Go ", "SQL"],
    });
    expect(parsed.skills).toEqual(["Go", "SQL"]);
    expect(parsed).toMatchObject({ locationType: "Remote", employmentType: "Full-time", visibility: "public" });
    expect(parsed).toMatchObject({
      department: null,
      salaryRange: null,
      additionalNotes: null,
      interviewTemplateId: null,
    });
  });
});
