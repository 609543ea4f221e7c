import { describe, expect, it } from "vitest";
import { alphaReading, differenceReading, signedPoints, tooFewText, withheldReason } from "./agreement-text";

describe("the agreement page's words (decision 0086)", () => {
  it("says too few with the count instead of a number", () => {
    expect(tooFewText("double-scored answers", 19)).toBe(
      "Fewer than 20 double-scored answers so far — no figure yet (19 answers).",
    );
    expect(tooFewText("double-scored answers", 1)).toContain("(1 answer)");
  });

  it("reads the mean difference in plain language, AI minus people", () => {
    expect(differenceReading(-0.4, "your team")).toBe("The AI scores 0.4 points lower than your team on average.");
    expect(differenceReading(1, "people")).toBe("The AI scores 1.0 point higher than people on average.");
    expect(differenceReading(0.02, "your team")).toBe("The AI scores the same as your team on average.");
    expect(signedPoints(-0.6)).toBe("−0.60");
    expect(signedPoints(0.001)).toBe("0.00");
  });

  it("reads alpha on Krippendorff's scale, and says why there is none when nothing varied", () => {
    const shown = (value: number | null) => ({ status: "shown" as const, value, count: 20 });
    expect(alphaReading(shown(0.9), "Members")).toBe("Members agree closely.");
    expect(alphaReading(shown(0.7), "Members")).toContain("tentative");
    expect(alphaReading(shown(0.2), "Members")).toContain("often disagree");
    expect(alphaReading(shown(null), "Members")).toContain("no disagreement to measure");
  });

  it("names each reason a group comparison is withheld", () => {
    expect(withheldReason("group-too-few")).toContain("fewer than 20 scored answers");
    expect(withheldReason("rest-too-few")).toContain("did not answer or preferred not to say");
    expect(withheldReason("fewer-than-two-groups")).toContain("fewer than two groups");
  });
});
