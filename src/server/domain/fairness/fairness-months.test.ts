import { describe, expect, it } from "vitest";
import { MINIMUM_MONTH_DECISIONS } from "@shared/fairness/fairness-report-contracts";
import { addMonths, countedFrom, lastClosedMonth, lastDay, monthsToCount, type MonthCount } from "./fairness-months";

const UNDO = 60;

describe("closed months", () => {
  it("closes a month a day after it ends, never the month still open", () => {
    expect(lastClosedMonth(new Date("2026-03-15T12:00:00Z"), UNDO)).toBe("2026-02");
    // March 1: February ended less than a day ago.
    expect(lastClosedMonth(new Date("2026-03-01T23:59:59Z"), UNDO)).toBe("2026-01");
    expect(lastClosedMonth(new Date("2026-03-02T00:00:00Z"), UNDO)).toBe("2026-02");
    expect(lastClosedMonth(new Date("2026-01-10T00:00:00Z"), UNDO)).toBe("2025-12");
    expect(countedFrom("2026-02", UNDO).toISOString()).toBe("2026-03-02T00:00:00.000Z");
  });

  it("waits for the undo window when it is longer than a day", () => {
    const twoDays = 2 * 24 * 60 * 60;
    expect(countedFrom("2026-02", twoDays).toISOString()).toBe("2026-03-03T00:00:00.000Z");
    expect(lastClosedMonth(new Date("2026-03-02T12:00:00Z"), twoDays)).toBe("2026-01");
  });

  it("counts months across years and knows their last day", () => {
    expect(addMonths("2025-11", 3)).toBe("2026-02");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(lastDay("2024-02")).toBe("2024-02-29");
    expect(lastDay("2026-12")).toBe("2026-12-31");
  });
});

describe("monthsToCount", () => {
  const enough = MINIMUM_MONTH_DECISIONS;
  const counts: MonthCount[] = [
    { month: "2026-01", postingId: "a", count: enough },
    { month: "2026-02", postingId: "a", count: enough - 1 },
    { month: "2026-03", postingId: "a", count: 12 },
    { month: "2026-03", postingId: "b", count: 8 },
    { month: "2026-04", postingId: "a", count: enough },
    { month: "2026-04", postingId: "b", count: 3 },
    { month: "2026-05", postingId: "a", count: enough },
    { month: "2026-05", postingId: "b", count: enough + 5 },
    { month: "2026-06", postingId: "b", count: enough },
  ];

  it(`counts the company's months of at least ${MINIMUM_MONTH_DECISIONS} decisions, whatever the postings`, () => {
    expect(monthsToCount(counts, { from: null, to: "2026-06", postingId: null })).toEqual([
      { month: "2026-01", included: true, leftOut: null },
      { month: "2026-02", included: false, leftOut: "too_few_decisions" },
      { month: "2026-03", included: true, leftOut: null },
      { month: "2026-04", included: true, leftOut: null },
      { month: "2026-05", included: true, leftOut: null },
      { month: "2026-06", included: true, leftOut: null },
    ]);
  });

  it("counts a posting's month only when it and every other posting decided on that month hold enough", () => {
    expect(monthsToCount(counts, { from: null, to: "2026-06", postingId: "a" })).toEqual([
      { month: "2026-01", included: true, leftOut: null },
      { month: "2026-02", included: false, leftOut: "posting_too_few" },
      { month: "2026-03", included: false, leftOut: "posting_too_few" },
      // The company's 23 minus the posting's 20 would be b's 3 decisions.
      { month: "2026-04", included: false, leftOut: "another_posting_too_few" },
      { month: "2026-05", included: true, leftOut: null },
      { month: "2026-06", included: false, leftOut: "no_decisions" },
    ]);
  });

  it("keeps to the months asked for", () => {
    expect(monthsToCount(counts, { from: "2026-02", to: "2026-03", postingId: null }).map((m) => m.month)).toEqual([
      "2026-02",
      "2026-03",
    ]);
    expect(monthsToCount([], { from: null, to: "2026-06", postingId: null })).toEqual([]);
  });
});
