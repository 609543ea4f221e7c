import { describe, expect, it } from "vitest";
import { extractLinks } from "./extract-links";

describe("extractLinks", () => {
  it("finds http and https links in order, once each", () => {
    const text =
      "Verify: https://app.test/verify?token=a&next=%2F\nOr http://localhost:3000/x then https://app.test/verify?token=a&next=%2F";
    expect(extractLinks(text)).toEqual(["https://app.test/verify?token=a&next=%2F", "http://localhost:3000/x"]);
  });

  it("leaves out sentence punctuation and a closing parenthesis around a link", () => {
    expect(extractLinks("Go to https://app.test/login. (Or https://app.test/help), and https://w.test/a_(b)!")).toEqual(
      ["https://app.test/login", "https://app.test/help", "https://w.test/a_(b)"],
    );
  });

  it("ignores other schemes and text without links", () => {
    expect(extractLinks("javascript:alert(1) mailto:a@b.test ftp://x.test and https://")).toEqual([]);
  });
});
