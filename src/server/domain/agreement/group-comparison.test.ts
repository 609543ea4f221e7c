import { describe, expect, it } from "vitest";
import { groupComparisonSchema } from "@shared/agreement/agreement-contracts";
import { compareGroups, type GroupedPair } from "./group-comparison";

let next = 0;
/** n answers of `group`, each with `perAnswer` criteria where the AI is `difference` from the members' mean. */
const group = (name: string | null, n: number, difference: number, perAnswer = 1): GroupedPair[] =>
  Array.from({ length: n }, () => `a${next++}`).flatMap((answerId) =>
    Array.from({ length: perAnswer }, (_, c) => ({
      answerId,
      criterionId: `c${c}`,
      ai: 3 + difference,
      people: 3,
      group: name,
    })),
  );

describe("the AI against people across groups (decision 0080, decision 0071's rules)", () => {
  it("shows each group's mean difference when every group holds 20 answers", () => {
    /*
     * female: 20 answers, AI 1 point under the members each time: -1.
     * male: 10 answers at 0 and 10 at +1: (0 * 10 + 1 * 10) / 20 = 0.5.
     * The AI scores women lower than the people do; men it scores higher.
     */
    const comparison = compareGroups([...group("male", 10, 0), ...group("male", 10, 1), ...group("female", 20, -1)]);
    expect(comparison).toEqual({
      status: "shown",
      groups: [
        { group: "female", count: 20, meanDifference: -1 },
        { group: "male", count: 20, meanDifference: 0.5 },
      ],
    });
    expect(groupComparisonSchema.parse(comparison)).toEqual(comparison);
  });

  it("suppresses the whole comparison, with no count, when one group holds 19 answers", () => {
    const comparison = compareGroups([...group("male", 40, 0), ...group("female", 19, -1)]);
    expect(comparison).toEqual({ status: "suppressed", reason: "group-too-few" });
    // Three criteria of each answer are still 19 answers.
    expect(compareGroups([...group("male", 40, 0), ...group("female", 19, -1, 3)])).toEqual({
      status: "suppressed",
      reason: "group-too-few",
    });
    expect(compareGroups([...group("male", 40, 0), ...group("female", 20, -1, 3)]).status).toBe("shown");
  });

  it("suppresses it when the answers outside the groups are 1 to 19, which the overall figure would reveal", () => {
    const groups = [...group("male", 20, 0), ...group("female", 20, -1)];
    expect(compareGroups([...groups, ...group(null, 19, 2)])).toEqual({ status: "suppressed", reason: "rest-too-few" });
    expect(compareGroups([...groups, ...group(null, 1, 2)])).toEqual({ status: "suppressed", reason: "rest-too-few" });
    const shown = compareGroups([...groups, ...group(null, 20, 2)]);
    expect(shown.status).toBe("shown");
    // The answers outside are never shown as a group.
    if (shown.status === "shown") expect(shown.groups.map((g) => g.group)).toEqual(["female", "male"]);
  });

  it("needs two groups to compare", () => {
    expect(compareGroups([])).toEqual({ status: "suppressed", reason: "fewer-than-two-groups" });
    expect(compareGroups(group("female", 50, -1))).toEqual({ status: "suppressed", reason: "fewer-than-two-groups" });
    expect(compareGroups(group(null, 50, -1))).toEqual({ status: "suppressed", reason: "fewer-than-two-groups" });
  });

  it("is refused by the contract with a group under 20", () => {
    const small = { status: "shown", groups: [{ group: "female", count: 19, meanDifference: -1 }] };
    expect(groupComparisonSchema.safeParse(small).success).toBe(false);
  });
});
