import { describe, expect, it } from "vitest";
import { formatTitle } from "./page-meta";

describe("formatTitle", () => {
  it("appends the brand to a page's name, also when the name mentions it", () => {
    expect(formatTitle("Pricing")).toBe("Pricing · OneTake");
    expect(formatTitle("Why we built OneTake: one interview instead of eleven first rounds")).toBe(
      "Why we built OneTake: one interview instead of eleven first rounds · OneTake",
    );
  });

  it("leaves a title that begins with the brand as it is", () => {
    expect(formatTitle("OneTake: One interview. Every AI company.")).toBe("OneTake: One interview. Every AI company.");
  });
});
