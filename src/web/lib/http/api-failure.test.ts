import { describe, expect, it } from "vitest";
import { INVALID_REQUEST_MESSAGE, errorFromResponse } from "./api-failure";

describe("turning an error answer into what a person reads", () => {
  it("never passes on zod's developer wording, in the message or a field", () => {
    const error = errorFromResponse(400, {
      error: "validation_error",
      message: "Too small: expected array to have >=1 items",
      fields: { segments: "Too small: expected array to have >=1 items", name: "Name is required" },
    });
    expect(error.message).toBe(INVALID_REQUEST_MESSAGE);
    expect(error.fields).toEqual({ segments: "This value is not valid.", name: "Name is required" });
    expect(error.code).toBe("validation_error");
  });

  it("keeps the server's own sentences", () => {
    const error = errorFromResponse(409, { error: "conflict", message: "This interview has already been recorded." });
    expect(error.message).toBe("This interview has already been recorded.");
  });
});
