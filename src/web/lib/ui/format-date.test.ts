import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("reads a calendar date in UTC, so it never slips to the previous month", () => {
    expect(formatDate("2024-03-01", "month")).toBe("Mar 2024");
  });

  it("prints a timestamp as a date, or a date and time", () => {
    const iso = "2026-11-22T19:05:00.000Z";
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleString(undefined, { dateStyle: "medium" }));
    expect(formatDate(iso, "dateTime")).toBe(
      new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }),
    );
  });

  it("prints a long English date (the legal pages)", () => {
    expect(formatDate(new Date(Date.UTC(2026, 10, 22, 12)), "long")).toBe("November 22, 2026");
  });
});
