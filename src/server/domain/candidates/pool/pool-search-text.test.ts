import { describe, expect, it } from "vitest";
import { poolSearchTerms } from "./pool-search-text";

describe("poolSearchTerms", () => {
  it("keeps letters and digits only, lower-cased, with the last word as the prefix", () => {
    expect(poolSearchTerms("  Senior ML-ops (Pyth")).toEqual({ words: ["senior", "ml", "ops"], prefix: "pyth" });
    expect(poolSearchTerms("Zoë O'Brien")).toEqual({ words: ["zoë", "o"], prefix: "brien" });
  });

  it("is null when nothing searchable is left, and uses at most eight words", () => {
    expect(poolSearchTerms(undefined)).toBeNull();
    expect(poolSearchTerms(" & | ! :* ")).toBeNull();
    expect(poolSearchTerms("a b c d e f g h i j")).toEqual({ words: ["a", "b", "c", "d", "e", "f", "g"], prefix: "h" });
  });
});
