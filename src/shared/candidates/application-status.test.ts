import { describe, expect, it } from "vitest";
import { applicationStatusLabel, applicationStatusTone } from "./application-status";

describe("application status badges", () => {
  it("uses the spec's labels", () => {
    expect(applicationStatusLabel("pending")).toBe("Pending");
    expect(applicationStatusLabel("interview_scheduled")).toBe("Interview Scheduled");
    expect(applicationStatusLabel("completed")).toBe("Completed");
    expect(applicationStatusLabel("reviewed")).toBe("Completed");
    expect(applicationStatusLabel("rejected")).toBe("Not Selected");
    expect(applicationStatusLabel("hired")).toBe("Hired");
  });

  it("shows any other value raw, inherited names included", () => {
    expect(applicationStatusLabel("on_hold")).toBe("on_hold");
    expect(applicationStatusLabel("toString")).toBe("toString");
    expect(applicationStatusTone("constructor")).toBe("neutral");
    expect(applicationStatusTone("hired")).toBe("success");
  });
});
