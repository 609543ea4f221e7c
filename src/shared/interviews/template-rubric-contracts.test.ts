import { describe, expect, it } from "vitest";
import { rubricMessages } from "../evaluation/rubric";
import { criterionKeyOf, questionRubricInputSchema, withCriterionKeys } from "./template-contracts";

const levels: [string, string, string, string, string] = ["one", "two", "three", "four", "five"];

describe("rubric keys (decision 0050)", () => {
  it("makes a key from the competency: lowercase letters, digits and dashes, at most 40", () => {
    expect(criterionKeyOf("System Design: trade-offs (2024)")).toBe("system-design-trade-offs-2024");
    expect(criterionKeyOf("  ¿Qué?  ")).toBe("qu");
    expect(criterionKeyOf("日本語")).toBe("criterion");
    const long = criterionKeyOf("a".repeat(39) + " bcd");
    expect(long).toBe("a".repeat(39));
    expect(long).toMatch(/^[a-z0-9-]{1,40}$/);
  });

  it("keeps a key once made and gives new criteria unique ones, never one already taken", () => {
    const keyed = withCriterionKeys([
      { competency: "Ownership", levels },
      { key: "ownership", competency: "Takes responsibility", levels },
      { competency: "Ownership", levels },
      { key: "ownership", competency: "A copied key", levels },
    ]);
    expect(keyed.map((criterion) => criterion.key)).toEqual([
      "ownership-2",
      "ownership",
      "ownership-3",
      "a-copied-key",
    ]);
  });

  it("refuses a never-scored characteristic with the rubric's message, and accepts what is said", () => {
    const refused = questionRubricInputSchema.safeParse({ criteria: [{ competency: "Shows enthusiasm", levels }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ["criteria", 0, "competency"], message: rubricMessages.neverScored }),
    ]);
    const accepted = questionRubricInputSchema.parse({
      criteria: [{ competency: "Explains a past decision", levels }],
    });
    expect(accepted).toEqual({
      criteria: [{ key: "explains-a-past-decision", competency: "Explains a past decision", levels }],
    });
  });
});
