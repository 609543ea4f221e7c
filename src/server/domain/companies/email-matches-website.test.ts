import { describe, expect, it } from "vitest";
import { emailMatchesWebsite } from "./email-matches-website";

describe("emailMatchesWebsite", () => {
  it.each([
    ["ana@acme.ai", "https://acme.ai", true],
    ["ana@acme.ai", "https://www.acme.ai/careers", true],
    ["ana@ml.acme.ai", "acme.ai", true],
    ["ana@acme.ai", "https://jobs.acme.ai", true],
    ["ana@ACME.AI", "https://Acme.ai", true],
    ["ana@acme-mail.com", "https://acme.ai", false],
    ["ana@notacme.ai", "https://acme.ai", false],
    ["ana@acme.ai", null, false],
    [null, "https://acme.ai", false],
    ["ana@acme.ai", "http://", false],
  ])("%s on %s -> %s", (email, website, expected) => {
    expect(emailMatchesWebsite(email, website)).toBe(expected);
  });
});
