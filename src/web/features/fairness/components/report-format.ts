import { fairnessReportMessages, type ReportPeriod } from "@shared/fairness/fairness-report-contracts";

/** A count, or the one word for a hidden figure. */
export const count = (value: number | null) =>
  value === null ? fairnessReportMessages.suppressed : value.toLocaleString("en-US");
export const percent = (value: number | null) =>
  value === null ? fairnessReportMessages.suppressed : `${(value * 100).toFixed(1)}%`;

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const dayName = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2026-11" → "November 2026" (months are UTC, as the server counts them). */
export function monthLabel(month: string): string {
  return monthName.format(new Date(`${month}-01T00:00:00Z`));
}

/** An ISO time as its UTC day: "January 2, 2027". */
export function dayLabel(iso: string): string {
  return dayName.format(new Date(iso));
}

export function nextMonth(month: string): string {
  const start = new Date(`${month}-01T00:00:00Z`);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

/** The closed months a company may pick, newest first: from its first decision to the last closed month. */
export function closedMonths(period: Pick<ReportPeriod, "firstMonth" | "lastClosedMonth"> | null | undefined) {
  if (!period) return [];
  const months: string[] = [];
  const first =
    period.firstMonth && period.firstMonth <= period.lastClosedMonth ? period.firstMonth : period.lastClosedMonth;
  for (let month = first; month <= period.lastClosedMonth; month = nextMonth(month)) months.unshift(month);
  return months;
}
