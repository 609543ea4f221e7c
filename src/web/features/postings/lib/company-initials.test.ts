import { describe, expect, it } from "vitest";
import { companyInitials } from "./company-initials";

describe("companyInitials", () => {
  it("takes the first letter of the first two words, upper-cased", () => {
    expect(companyInitials("Lumen Labs")).toBe("LL");
    expect(companyInitials("northwind robotics inc")).toBe("NR");
    expect(companyInitials("Ångström")).toBe("Å");
  });

  it("skips punctuation and is empty when nothing is left", () => {
    expect(companyInitials("(Acme) & Co")).toBe("AC");
    expect(companyInitials("  ")).toBe("");
    expect(companyInitials("— !")).toBe("");
  });
});
