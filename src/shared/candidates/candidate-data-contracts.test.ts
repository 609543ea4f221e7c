import { describe, expect, it } from "vitest";
import { confirmsDeletion } from "./candidate-data-contracts";

describe("confirming an account deletion", () => {
  it("takes the word DELETE or the account's own e-mail, in any case, and nothing else", () => {
    expect(confirmsDeletion("DELETE", "ada@example.com")).toBe(true);
    expect(confirmsDeletion("  Ada@Example.com ", "ada@example.com")).toBe(true);
    expect(confirmsDeletion("delete", "ada@example.com")).toBe(false);
    expect(confirmsDeletion("bob@example.com", "ada@example.com")).toBe(false);
    expect(confirmsDeletion("", "")).toBe(false);
    expect(confirmsDeletion("   ", "ada@example.com")).toBe(false);
  });
});
