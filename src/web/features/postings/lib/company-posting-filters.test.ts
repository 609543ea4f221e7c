import { describe, expect, it } from "vitest";
import { companyPostingFiltersFrom } from "./company-posting-filters";

describe("companyPostingFiltersFrom", () => {
  it("reads the tab and department, defaulting to Active and every department", () => {
    expect(companyPostingFiltersFrom(new URLSearchParams(""))).toEqual({ tab: "active" });
    expect(companyPostingFiltersFrom(new URLSearchParams("tab=closed&department=Design"))).toEqual({
      tab: "closed",
      department: "Design",
    });
    expect(companyPostingFiltersFrom(new URLSearchParams("tab=archived&department=%20"))).toEqual({ tab: "active" });
  });
});
