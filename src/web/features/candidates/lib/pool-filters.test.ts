import { describe, expect, it } from "vitest";
import { hasPoolFilters, parseSkills, poolParamsFrom } from "./pool-filters";

describe("the pool's URL parameters", () => {
  it("reads every filter and ignores unknown values", () => {
    const params = poolParamsFrom(
      new URLSearchParams(
        "search=ml&skills=Python,%20sql,python&experience=senior&location=Berlin&interview=1&status=shortlisted&cursor=abc",
      ),
    );
    expect(params).toEqual({
      search: "ml",
      skills: ["Python", "sql"],
      experience: "senior",
      location: "Berlin",
      hasInterview: true,
      pipelineStatus: "shortlisted",
      cursor: "abc",
    });
    expect(hasPoolFilters(params)).toBe(true);
    const plain = poolParamsFrom(new URLSearchParams("experience=guru&status=hired&interview=yes"));
    expect(plain).toEqual({ search: "", skills: [], hasInterview: false });
    expect(hasPoolFilters(plain)).toBe(false);
  });

  it("keeps at most ten unique skills", () => {
    expect(parseSkills(Array.from({ length: 12 }, (_, index) => `s${index}`).join(","))).toHaveLength(10);
    expect(parseSkills(" , ,")).toEqual([]);
  });
});
