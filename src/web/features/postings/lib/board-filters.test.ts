import { describe, expect, it } from "vitest";
import { boardFiltersFrom } from "./board-filters";

describe("the job board's filters in the URL", () => {
  it("reads the known location and employment types and a trimmed skill", () => {
    expect(
      boardFiltersFrom(new URLSearchParams("locationType=Hybrid&employmentType=Contract&skill=%20Python%20")),
    ).toEqual({ locationType: "Hybrid", employmentType: "Contract", skill: "Python" });
  });

  it("ignores values the server would refuse, and an empty skill", () => {
    expect(boardFiltersFrom(new URLSearchParams("locationType=Moon&employmentType=any&skill=%20"))).toEqual({});
  });
});
