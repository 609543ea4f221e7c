import { describe, expect, it, vi } from "vitest";
import { ErrorCode } from "@shared/http/error-codes";
import { ApiError } from "../http/api-error";
import { applyServerFieldErrors } from "./form-errors";

type Values = { email: string; name: string; phone: string };

function fakeForm() {
  return { setError: vi.fn(), setFocus: vi.fn() };
}

describe("applyServerFieldErrors", () => {
  it("puts each known field's message on the form, in the form's order, and focuses the first", () => {
    const form = fakeForm();
    const error = new ApiError(400, ErrorCode.validation, "Invalid", {
      phone: "Bad phone",
      email: "Bad email",
      x: "?",
    });
    const fields = applyServerFieldErrors<Values, Values>(error, form, ["email", "name", "phone"]);
    expect(fields).toEqual(["email", "phone"]);
    expect(form.setError).toHaveBeenCalledWith("email", { type: "server", message: "Bad email" });
    expect(form.setError).toHaveBeenCalledWith("phone", { type: "server", message: "Bad phone" });
    expect(form.setFocus).toHaveBeenCalledExactlyOnceWith("email");
  });

  it("can leave focus to the caller, and ignores errors without fields", () => {
    const form = fakeForm();
    const error = new ApiError(400, ErrorCode.validation, "Invalid", { name: "Too short" });
    expect(applyServerFieldErrors<Values, Values>(error, form, ["name"], { focus: false })).toEqual(["name"]);
    expect(form.setFocus).not.toHaveBeenCalled();
    expect(applyServerFieldErrors<Values, Values>(new Error("boom"), form, ["name"])).toEqual([]);
  });
});
