import { describe, expect, it } from "vitest";
import { composeSummary } from "./evaluation-summary";

describe("composeSummary", () => {
  it("says a sentence the answers share once, where it first appears", () => {
    expect(
      composeSummary(
        [
          "A concrete answer with one example.",
          "A concrete answer with one example. Measured latency weekly.",
          "a concrete answer, with one example!",
        ],
        2000,
      ),
    ).toBe("A concrete answer with one example. Measured latency weekly.");
  });

  it("keeps distinct sentences in order and skips empty parts", () => {
    expect(composeSummary([null, "Led the migration.", "", "Chose the metric first?"], 2000)).toBe(
      "Led the migration. Chose the metric first?",
    );
    expect(composeSummary([null, "  "], 2000)).toBeNull();
  });

  it("cuts a long summary at a word", () => {
    const summary = composeSummary(["one two three four five six seven eight nine ten."], 20);
    expect(summary).toBe("one two three four…");
    expect(summary!.length).toBeLessThanOrEqual(20);
  });
});
