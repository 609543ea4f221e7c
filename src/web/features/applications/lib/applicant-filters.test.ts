import { describe, expect, it } from "vitest";
import { APPLICANTS_PAGE_SIZE, applicantsQueryFrom } from "./applicant-filters";

describe("applicantsQueryFrom", () => {
  it("reads the sort, filters and page the URL holds", () => {
    expect(applicantsQueryFrom(new URLSearchParams("sort=name&status=hired&interview=in_progress&page=3"))).toEqual({
      sort: "name",
      status: "hired",
      interview: "in_progress",
      page: 3,
      pageSize: APPLICANTS_PAGE_SIZE,
    });
  });

  it("falls back to newest first, page 1, no filters, for missing or unknown values", () => {
    expect(applicantsQueryFrom(new URLSearchParams("sort=score&status=maybe&interview=any&page=-2"))).toEqual({
      sort: "newest",
      page: 1,
      pageSize: APPLICANTS_PAGE_SIZE,
    });
  });
});
